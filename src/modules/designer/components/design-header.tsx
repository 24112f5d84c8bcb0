"use client";

import { CheckIcon, CloudOffIcon, DownloadIcon, LoaderCircleIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toaster";
import { documentGeometry, type DesignDocument, type DesignSide } from "@/modules/print-design";
import { downloadPreview } from "./draw-page";
import type { SaveStatus } from "./use-autosave";
import { facesOf, loadFaces } from "./use-design-fonts";

type Props = {
  name: string;
  onName: (name: string) => void;
  status: SaveStatus;
  document: DesignDocument;
  side: DesignSide;
  sideName: string;
  defaultName: string;
  decodedImages: () => Promise<ReadonlyMap<string, HTMLImageElement>>;
};

const STATUS_ICONS = {
  idle: null,
  saving: LoaderCircleIcon,
  saved: CheckIcon,
  retrying: CloudOffIcon,
} as const;

/** The design's name, the autosave's state and "Download preview (PNG)". */
export function DesignHeader({
  name,
  onName,
  status,
  document,
  side,
  sideName,
  defaultName,
  decodedImages,
}: Props) {
  const t = useTranslations("designer");
  const nameId = useId();
  const [downloading, setDownloading] = useState(false);
  const Icon = STATUS_ICONS[status];

  async function download() {
    if (downloading) return;
    setDownloading(true);
    try {
      // Exactly what the print file draws: every face loaded and every picture decoded first.
      const [pictures] = await Promise.all([decodedImages(), loadFaces(facesOf(document.sides))]);
      await downloadPreview(
        side,
        documentGeometry(document),
        pictures,
        `${name.trim() || defaultName}-${sideName}`,
      );
    } catch {
      toast.error(t("download.failed"));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
      <div className="grid w-full gap-1.5 sm:w-80">
        <Label htmlFor={nameId}>{t("nameLabel")}</Label>
        <Input
          id={nameId}
          value={name}
          maxLength={80}
          placeholder={defaultName}
          onChange={(event) => onName(event.currentTarget.value)}
        />
      </div>
      <p
        data-testid="save-status"
        role="status"
        className={
          status === "retrying"
            ? "flex h-10 items-center gap-1.5 text-sm text-destructive"
            : "flex h-10 items-center gap-1.5 text-sm text-muted-foreground"
        }
      >
        {Icon ? (
          <Icon
            aria-hidden
            className={status === "saving" ? "size-4 animate-spin motion-reduce:animate-none" : "size-4"}
          />
        ) : null}
        {t(`save.${status}`)}
      </p>
      <Button
        type="button"
        variant="outline"
        aria-disabled={downloading}
        onClick={download}
        className="sm:ml-auto"
      >
        <DownloadIcon aria-hidden />
        {t("download.button")}
      </Button>
    </div>
  );
}
