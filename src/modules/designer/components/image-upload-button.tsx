"use client";

import { ImagePlusIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { toast } from "@/components/ui/toaster";
import { cn } from "@/lib/cn";
import { buttonVariants } from "@/components/ui/button";
import { MAX_UPLOAD_BYTES } from "@/modules/uploads";
import { sendDesign } from "@/modules/uploads/components/send-design";
import { useUploadRefusal, type UploadRefusal } from "@/modules/uploads/components/use-upload-refusal";
import { loadDesignImages } from "../actions";
import type { KnownImage } from "./use-design-images";

const IMAGE_EXTENSIONS = [".jpg", ".jpeg", ".png"];

/**
 * "Add image": a JPEG or PNG goes up through /api/uploads (the product page's uploader, with its
 * progress and its error messages), then its full-size link comes from loadDesignImages and the
 * editor places it.
 */
export function ImageUploadButton({
  productId,
  label,
  disabled,
  onUploaded,
}: {
  productId: number;
  label: string;
  disabled?: boolean;
  onUploaded: (image: KnownImage) => void;
}) {
  const t = useTranslations("uploads");
  const tDesigner = useTranslations("designer.upload");
  const format = useFormatter();
  const inputId = useId();
  const [busy, setBusy] = useState<{ name: string; progress: number } | null>(null);
  const refusal = useUploadRefusal(format.list([t("kindJpeg"), t("kindPng")], { type: "disjunction" }));

  function refuse(error: UploadRefusal, file: string) {
    const [title, text] = refusal(error, file);
    toast.error(title, { description: text });
  }

  async function upload(file: File) {
    if (file.size > MAX_UPLOAD_BYTES) return refuse("too_large", file.name);
    if (!IMAGE_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension))) {
      return refuse("unsupported_type", file.name);
    }
    setBusy({ name: file.name, progress: 0 });
    try {
      const outcome = await sendDesign(file, productId, (progress) => setBusy({ name: file.name, progress }))
        .done;
      if (!outcome.ok) return refuse(outcome.error, file.name);
      if (outcome.design.kind === "pdf") return refuse("unsupported_type", file.name);
      const loaded = await loadDesignImages({ uploadIds: [outcome.design.fileId] }).catch(() => undefined);
      const image = loaded?.ok ? loaded.images[0] : undefined;
      if (!image) {
        toast.error(tDesigner("loadFailedTitle"), {
          description: tDesigner("loadFailedText", { file: file.name }),
        });
        return;
      }
      onUploaded({ ...image, name: outcome.design.name });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="relative">
      <label
        htmlFor={inputId}
        title={label}
        className={cn(
          buttonVariants({ variant: "ghost", size: "icon" }),
          "cursor-pointer has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-ring",
          (disabled || busy) && "pointer-events-none opacity-50",
        )}
      >
        <ImagePlusIcon aria-hidden />
        <span className="sr-only">{label}</span>
        <input
          id={inputId}
          type="file"
          accept=".jpg,.jpeg,.png"
          className="sr-only"
          disabled={disabled}
          aria-disabled={busy !== null}
          onChange={(event) => {
            const [file] = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = "";
            // Not disabled while a file goes up (focus would fall to the page): a second choice waits.
            if (file && !busy) void upload(file);
          }}
        />
      </label>
      {busy ? (
        <div className="absolute top-full left-0 z-10 mt-1 grid w-56 gap-1 rounded-[var(--radius)] border border-border bg-popover p-2 text-xs shadow-md">
          <span className="truncate">
            {busy.progress >= 100
              ? t("checkingFile", { file: busy.name })
              : t("uploadingFile", { file: busy.name })}
          </span>
          <div
            role="progressbar"
            aria-label={t("uploadingFile", { file: busy.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={busy.progress}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width]"
              style={{ width: `${busy.progress}%` }}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}
