"use client";

import { FileTextIcon, ImageIcon, XIcon } from "lucide-react";
import Image from "next/image";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { formatFileSize } from "../file-size";
import type { PrintReadiness, UploadedDesign } from "../schema";
import { ReadinessHint } from "./readiness-hint";

const kindLabel = { pdf: "kindPdf", jpeg: "kindJpeg", png: "kindPng" } as const;

/** One uploaded file: thumbnail (or an icon), name, size and type, print hints, remove button. */
export function DesignFileRow({
  design,
  readiness,
  onRemove,
}: {
  design: UploadedDesign;
  /** The hint judged with the customer's choices; the upload's own when absent. */
  readiness?: PrintReadiness | null;
  onRemove: () => void;
}) {
  const t = useTranslations("uploads");
  const locale = useLocale();
  // Preview links expire after an hour; a page left open longer falls back to the icon.
  const [previewFailed, setPreviewFailed] = useState(false);
  const FallbackIcon = design.kind === "pdf" ? FileTextIcon : ImageIcon;

  return (
    // Focusable from script only: the upload moves focus here when the file is in (design-upload.tsx).
    <li
      tabIndex={-1}
      data-file-id={design.fileId}
      className="flex items-start gap-3 rounded-[var(--radius)] border border-border bg-card p-3 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <div className="grid size-14 shrink-0 place-items-center overflow-hidden rounded-[var(--radius)] bg-muted">
        {design.previewUrl && !previewFailed ? (
          <Image
            src={design.previewUrl}
            alt={t("previewAlt", { file: design.name })}
            width={56}
            height={56}
            unoptimized
            className="size-14 object-cover"
            onError={() => setPreviewFailed(true)}
          />
        ) : (
          <FallbackIcon aria-hidden className="size-6 text-muted-foreground" />
        )}
      </div>
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="truncate text-sm font-medium" title={design.name}>
          {design.name}
        </p>
        <p className="text-xs text-muted-foreground">
          {t("fileMeta", {
            size: formatFileSize(design.size, locale),
            type: t(kindLabel[design.kind]),
          })}
        </p>
        <ReadinessHint design={design} {...(readiness === undefined ? {} : { readiness })} />
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="-mr-1 -mt-1 shrink-0"
        onClick={onRemove}
        aria-label={t("remove", { file: design.name })}
      >
        <XIcon aria-hidden />
      </Button>
    </li>
  );
}
