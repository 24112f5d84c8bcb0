"use client";

import { CheckIcon, LoaderCircleIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { Field, fieldControlProps } from "@/components/ui/field";
import { fieldClasses } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import {
  MAX_PICTURE_BYTES,
  PICTURE_ACCEPT,
  PICTURE_UPLOAD_ENDPOINT,
  type PictureUploadError,
  type PictureUploadResult,
} from "@/modules/catalog";

type Props = {
  /** Called with the stored picture's URL (`/media/catalog/<uuid>.webp`) once the server has it. */
  onUploaded(url: string): void;
  /** Offers no upload (e.g. the product already has as many pictures as it may). */
  disabled?: boolean;
};

type State =
  | { step: "idle" }
  | { step: "sending"; name: string; percent: number }
  | { step: "done"; name: string }
  | { step: "refused"; error: PictureUploadError };

const ERRORS: readonly PictureUploadError[] = [
  "notImage",
  "tooLarge",
  "tooManyPixels",
  "unauthorized",
  "failed",
];

/**
 * One product picture (PNG, JPEG or WebP, at most 10 MB) sent to the shop's storage
 * (docs/admin.md#catalog), with a progress bar while it goes and a translated refusal when the server
 * says no. The server converts it to WebP and answers its URL, which `onUploaded` receives; alt texts
 * are the form's business. Used by the product form's pictures and the provider import form.
 */
export function ProductPictureUpload({ onUploaded, disabled = false }: Props) {
  const t = useTranslations("admin.catalog.upload");
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const requestRef = useRef<XMLHttpRequest | null>(null);
  const [state, setState] = useState<State>({ step: "idle" });
  const error = state.step === "refused" ? t(`errors.${state.error}`) : undefined;

  // The form may change while the file is on its way (alt texts typed): the answer goes to the latest.
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  });
  // A page left mid-upload stops sending.
  useEffect(() => () => requestRef.current?.abort(), []);

  const upload = (file: File) => {
    if (file.size > MAX_PICTURE_BYTES) return setState({ step: "refused", error: "tooLarge" });
    setState({ step: "sending", name: file.name, percent: 0 });
    const request = sendPicture(
      file,
      (percent) => setState({ step: "sending", name: file.name, percent }),
      (result) => {
        requestRef.current = null;
        if (inputRef.current) inputRef.current.value = ""; // the same file may be chosen again
        if (!result.ok) return setState({ step: "refused", error: result.error });
        setState({ step: "done", name: file.name });
        onUploadedRef.current(result.url);
      },
    );
    requestRef.current = request;
  };

  const sending = state.step === "sending";
  return (
    <div className="grid gap-2" data-testid="product-picture-upload">
      <Field id={id} label={t("label")} hint={t("hint")} error={error}>
        <input
          {...fieldControlProps(id, { error, hint: t("hint"), name: "picture" })}
          ref={inputRef}
          type="file"
          accept={PICTURE_ACCEPT}
          disabled={disabled || sending}
          aria-busy={sending || undefined}
          className={cn(
            fieldClasses,
            "h-auto cursor-pointer py-2 file:mr-3 file:rounded-[var(--radius)] file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-sm file:font-medium file:text-secondary-foreground disabled:cursor-not-allowed",
          )}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload(file);
          }}
        />
      </Field>
      {state.step === "sending" ? (
        <div className="grid gap-1.5" aria-live="polite">
          <div className="flex justify-between gap-3 text-xs text-muted-foreground">
            <span className="flex min-w-0 items-center gap-2">
              {state.percent >= 100 ? (
                <LoaderCircleIcon
                  aria-hidden
                  className="size-3.5 shrink-0 animate-spin motion-reduce:animate-none"
                />
              ) : null}
              <span className="truncate">
                {state.percent >= 100
                  ? t("converting", { file: state.name })
                  : t("uploading", { file: state.name })}
              </span>
            </span>
            <span className="tabular-nums">{state.percent}%</span>
          </div>
          <div
            role="progressbar"
            aria-label={t("uploading", { file: state.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={state.percent}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width] duration-200 motion-reduce:transition-none"
              style={{ width: `${state.percent}%` }}
            />
          </div>
        </div>
      ) : null}
      {state.step === "done" ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <CheckIcon aria-hidden className="size-4 shrink-0 text-primary" />
          {t("done", { file: state.name })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Sends the file's bytes as the body. XMLHttpRequest rather than fetch: only it reports upload
 * progress. An answer that is not ours (a proxy's error page) reads as `failed`.
 */
function sendPicture(
  file: File,
  onProgress: (percent: number) => void,
  onDone: (result: PictureUploadResult) => void,
): XMLHttpRequest {
  const request = new XMLHttpRequest();
  request.upload.onprogress = (event) => {
    if (event.lengthComputable) onProgress(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
  };
  // Every byte is sent: the server now checks and converts the picture.
  request.upload.onload = () => onProgress(100);
  request.onload = () => onDone(outcome(request));
  request.onerror = () => onDone({ ok: false, error: "failed" });
  request.open("POST", PICTURE_UPLOAD_ENDPOINT);
  request.responseType = "json";
  request.setRequestHeader("content-type", "application/octet-stream");
  request.send(file);
  return request;
}

function outcome(request: XMLHttpRequest): PictureUploadResult {
  const body = request.response as { ok?: unknown; url?: unknown; error?: unknown } | null;
  if (request.status === 201 && body?.ok === true && typeof body.url === "string")
    return { ok: true, url: body.url };
  if (request.status === 401 || request.status === 403) return { ok: false, error: "unauthorized" };
  if (request.status === 413) return { ok: false, error: "tooLarge" };
  const error = ERRORS.find((known) => known === body?.error);
  return { ok: false, error: error ?? "failed" };
}
