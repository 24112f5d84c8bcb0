"use client";

import { useTranslations } from "next-intl";
import { MAX_IMAGE_PIXELS, MAX_UPLOAD_BYTES } from "../constants";
import type { SendOutcome } from "./send-design";

export type UploadRefusal = Exclude<SendOutcome, { ok: true }>["error"];

const MAX_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

/**
 * The title and sentence a refused upload is told with, in the visitor's language: the product page's
 * drop zone and the designer's "Add image" say the same. `types` names the kinds the caller accepts
 * ("PDF, JPEG or PNG").
 */
export function useUploadRefusal(types: string): (error: UploadRefusal, file: string) => [string, string] {
  const t = useTranslations("uploads");
  return (error, file) => {
    switch (error) {
      case "too_large":
        return [t("tooLargeTitle"), t("tooLargeText", { max: MAX_MB })];
      case "unsupported_type":
        return [t("invalidTypeTitle"), t("invalidTypeText", { types })];
      case "unreadable":
        return [t("unreadableTitle"), t("unreadableText", { file })];
      case "too_many_pixels":
        return [
          t("tooManyPixelsTitle"),
          t("tooManyPixelsText", { file, megapixels: MAX_IMAGE_PIXELS / 1e6 }),
        ];
      case "too_complex":
        return [t("tooComplexTitle"), t("tooComplexText", { file })];
      case "rate_limited":
        return [t("rateLimitedTitle"), t("rateLimitedText")];
      case "busy":
        return [t("busyTitle"), t("busyText")];
      default:
        return [t("failedTitle"), t("failedText")];
    }
  };
}
