"use client";

import { useTranslations } from "next-intl";

/** A `checkout.errors.*` key (from the zod schemas, in the browser or from the server) as text. */
export function useErrorText() {
  const t = useTranslations("checkout.errors");
  return (key: string | undefined) => (key ? t(t.has(key) ? key : "invalid") : undefined);
}
