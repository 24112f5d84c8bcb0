import { createTranslator } from "next-intl";
import en from "../../../messages/en.json";
import th from "../../../messages/th.json";
import { toLocale, type Locale } from "./routing";

const messages = { en, th } as const;

/** The language an API answers in: `?lang=th` or English (API URLs carry no locale prefix). */
export function apiLocale(request: Request): Locale {
  const lang = new URL(request.url).searchParams.get("lang");
  return toLocale(lang);
}

const translate = (locale: Locale) =>
  createTranslator({ locale, messages: messages[locale], namespace: "apiErrors" });

/** Made once per language: the messages never change while the process runs, and APIs ask per request. */
const translators = { en: translate("en"), th: translate("th") } satisfies Record<Locale, unknown>;

/**
 * Translates for route handlers, which run outside the page request config. Messages are the same
 * files the pages use, so an API error reads exactly like the page that shows it.
 */
export function apiTranslator(locale: Locale): ReturnType<typeof translate> {
  return translators[locale];
}
