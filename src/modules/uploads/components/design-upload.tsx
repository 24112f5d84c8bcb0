"use client";

import { LoaderCircleIcon, UploadCloudIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { toast } from "@/components/ui/toaster";
import { cn } from "@/lib/cn";
import {
  acceptAttribute,
  hasAcceptedExtension,
  MAX_UPLOAD_BYTES,
  uploadKinds,
  type UploadKind,
} from "../constants";
import type { PrintReadiness, UploadedDesign } from "../schema";
import { uploadToast } from "../upload-toast";
import { DesignFileRow } from "./design-file-row";
import { useUploadRefusal, type UploadRefusal } from "./use-upload-refusal";

type Props = {
  productId: number;
  files: UploadedDesign[];
  onChange(files: UploadedDesign[]): void;
  /** One file only (a book's cover or interior): a new one replaces it. Otherwise one per kind. */
  single?: boolean;
  /** Judges a file with the customer's current choices (re-run when they change). */
  readinessOf?(design: UploadedDesign): PrintReadiness | null;
  /** The kinds this drop zone takes (acceptedKinds of its print area): offered, named and checked. */
  kinds?: readonly UploadKind[];
};

const kindLabel = { pdf: "kindPdf", jpeg: "kindJpeg", png: "kindPng" } as const;

const MAX_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

/**
 * The sender and the schema that checks the server's answer (zod) load when a file is chosen, not
 * with the product page (docs/client-weight.md). Undefined when that script cannot be fetched (offline):
 * the upload then fails as any lost request does.
 */
async function loadSender() {
  try {
    return (await import("./send-design")).sendDesign;
  } catch {
    return undefined;
  }
}

/**
 * Design files for one product: a drop zone that is also a keyboard-reachable file picker, a real
 * progress bar per upload, and the list of files with print hints. The browser's checks (size,
 * extension) only save a round trip; the server decides by content.
 */
export function DesignUpload({
  productId,
  files,
  onChange,
  single = false,
  readinessOf,
  kinds = uploadKinds,
}: Props) {
  const t = useTranslations("uploads");
  const format = useFormatter();
  const kindNames = kinds.map((kind) => t(kindLabel[kind]));
  const typesList = format.list(kindNames, { type: "unit" });
  const typesSentence = format.list(kindNames, { type: "conjunction" });
  const refusal = useUploadRefusal(typesSentence);
  const inputId = useId();
  const hintId = useId();
  const [busy, setBusy] = useState<{ name: string; progress: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  // Upload progress reaches 100% when the last byte is sent (send-design.ts); the check follows.
  const checking = busy !== null && busy.progress >= 100;
  // Where focus goes when an upload ends: the new file's row, or the picker again after a failure.
  const focusTarget = useRef<{ fileId: string } | "input" | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Several files go up one after another; each result must build on the previous one.
  const latest = useRef(files);
  const abortCurrent = useRef<(() => void) | null>(null);
  useEffect(() => {
    latest.current = files;
  }, [files]);
  useEffect(() => () => abortCurrent.current?.(), []);
  // The picker is disabled while a file goes up, which drops focus to <body>. Only then (not when the
  // customer has moved on) focus lands where the result is (docs/testing.md#accessibility).
  useEffect(() => {
    const target = focusTarget.current;
    if (target === null || busy) return;
    focusTarget.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    if (target === "input") inputRef.current?.focus();
    else listRef.current?.querySelector<HTMLElement>(`[data-file-id="${target.fileId}"]`)?.focus();
  }, [busy, files]);

  function accepted(file: File): boolean {
    if (file.size > MAX_UPLOAD_BYTES) {
      toast.error(t("tooLargeTitle"), { description: t("tooLargeText", { max: MAX_MB }) });
      return false;
    }
    if (!hasAcceptedExtension(file.name, kinds)) {
      toast.error(t("invalidTypeTitle"), { description: t("invalidTypeText", { types: typesSentence }) });
      return false;
    }
    return true;
  }

  async function upload(chosen: File[]) {
    let added: string | null = null;
    let sent = false;
    for (const file of chosen.filter(accepted).slice(0, single ? 1 : undefined)) {
      setBusy({ name: file.name, progress: 0 });
      sent = true;
      const sendDesign = await loadSender();
      if (!sendDesign) {
        announceFailure("failed", file.name);
        continue;
      }
      const sending = sendDesign(file, productId, (progress) => setBusy({ name: file.name, progress }));
      abortCurrent.current = sending.abort;
      const outcome = await sending.done;
      abortCurrent.current = null;
      if (outcome.ok) {
        // A new file replaces an earlier one of the same kind (or any earlier one, for a single file).
        const kept = single ? [] : latest.current.filter((f) => f.kind !== outcome.design.kind);
        const next = [...kept, outcome.design];
        latest.current = next;
        onChange(next);
        added = outcome.design.fileId;
        // The same check the hint under the file shows, with the customer's current choices.
        const design = outcome.design;
        const said = uploadToast(
          design.name,
          readinessOf ? readinessOf(design) : design.readiness,
          design.pageCount,
        );
        toast[said.tone](t(said.title.key, said.title.values), {
          description: t(said.text.key, said.text.values),
        });
      } else {
        announceFailure(outcome.error, file.name);
      }
    }
    if (sent) focusTarget.current = added === null ? "input" : { fileId: added };
    setBusy(null);
  }

  function announceFailure(error: UploadRefusal, file: string) {
    const [title, text] = refusal(error, file);
    toast.error(title, { description: text });
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!busy) void upload([...event.dataTransfer.files]);
  }

  return (
    <div className="grid gap-3">
      <label
        htmlFor={inputId}
        onDragEnter={(event) => {
          event.preventDefault();
          if (!busy) setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        className={cn(
          "grid cursor-pointer justify-items-center gap-2 rounded-[var(--radius-lg)] border-2 border-dashed border-input bg-muted/40 px-4 py-8 text-center transition-colors",
          "hover:border-primary hover:bg-secondary has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-ring has-[input:focus-visible]:ring-offset-2",
          dragging && "border-primary bg-secondary",
          busy && "cursor-progress opacity-80",
        )}
      >
        <UploadCloudIcon aria-hidden className="size-8 text-primary" />
        <span className="text-sm font-semibold">
          {busy ? (checking ? t("checking") : t("uploading")) : dragging ? t("dropActive") : t("chooseFiles")}
        </span>
        {busy ? null : <span className="hidden text-sm text-muted-foreground sm:block">{t("dropHint")}</span>}
        <span id={hintId} className="text-xs text-muted-foreground">
          {t("formats", { types: typesList, max: MAX_MB })}
        </span>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={acceptAttribute(kinds)}
          multiple={!single}
          disabled={busy !== null}
          aria-describedby={hintId}
          className="sr-only"
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            event.target.value = ""; // choosing the same file again must fire change again
            void upload(chosen);
          }}
        />
      </label>

      {busy && checking ? (
        // Every byte is in; the server now reads the file (type, pages, size, resolution). The row with
        // its print hints replaces this line when the answer comes.
        <p role="status" className="flex items-center gap-2 text-xs text-muted-foreground">
          <LoaderCircleIcon
            aria-hidden
            className="size-3.5 shrink-0 animate-spin motion-reduce:animate-none"
          />
          <span className="truncate">{t("checkingFile", { file: busy.name })}</span>
        </p>
      ) : busy ? (
        <div className="grid gap-1.5" aria-live="polite">
          <div className="flex justify-between gap-3 text-xs text-muted-foreground">
            <span className="truncate">{t("uploadingFile", { file: busy.name })}</span>
            <span className="tabular-nums">{busy.progress}%</span>
          </div>
          <div
            role="progressbar"
            aria-label={t("uploadingFile", { file: busy.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={busy.progress}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width] duration-200 motion-reduce:transition-none"
              style={{ width: `${busy.progress}%` }}
            />
          </div>
        </div>
      ) : null}

      {files.length > 0 ? (
        <ul ref={listRef} aria-label={t("listLabel")} className="grid gap-2">
          {files.map((design) => (
            <DesignFileRow
              key={design.fileId}
              design={design}
              {...(readinessOf ? { readiness: readinessOf(design) } : {})}
              onRemove={() => {
                const next = latest.current.filter((f) => f.fileId !== design.fileId);
                latest.current = next;
                onChange(next);
              }}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
