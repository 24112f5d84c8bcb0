"use client";

import { useTranslations } from "next-intl";
import { translateOr } from "@/modules/i18n";

/** A `checkout.errors.*` key (from the zod schemas, in the browser or from the server) as text. */
export function useErrorText() {
  const t = useTranslations("checkout.errors");
  return (key: string | undefined) => (key ? translateOr(t, key, t("invalid")) : undefined);
}
