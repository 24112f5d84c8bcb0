import { defineRouting } from "next-intl/routing";

export const locales = ["en", "th"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** `value` if it is one of our locales, else the default locale: for values that may be anything. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/**
 * English has no prefix, Thai lives under /th. Detection is ours (see language-redirect.ts): only an
 * explicit choice (?lang= or the cookie it sets) changes the language, never Accept-Language, so a
 * crawler always gets the language of the URL it asked for.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: "as-needed",
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});

/** Each language named in itself, so a visitor finds their own whatever the page's language. */
export const languageEndonyms: Record<Locale, string> = { en: "English", th: "ไทย" };
