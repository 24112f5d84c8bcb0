import "server-only";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { isLocale, type Locale } from "./routing";

// Server-only helpers for pages; index.ts stays safe to import from client components.

/** Every page starts here: validates the [locale] segment and fixes it for this render. */
export async function resolvePageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
export { getLocaleSettings } from "./locale-settings.server";
export { type LocaleParams, metadataFromMessages, pageMetadata } from "./page-metadata";
export { apiLocale, apiTranslator } from "./api-translator";
export { clientMessages } from "./client-messages";
