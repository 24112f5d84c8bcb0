"use client";

import { useLocale } from "next-intl";
import { useSyncExternalStore } from "react";
import { cookieValue } from "@/lib/cookie-value";
import { COUNTRY_COOKIE, CURRENCY_COOKIE } from "../cookies";
import { resolveLocaleSettings, type LocaleSettings } from "../locale-settings";
import { toLocale, type Locale } from "../routing";

/**
 * The visitor's country and display currency, resolved in the browser (docs/architecture.md#prerendered-pages).
 * Storefront pages are prerendered once for everybody, so they can't read the visitor's cookies on the
 * server: the page renders the language's defaults (English → US/USD, Thai → Thailand/THB), and right
 * after hydration this store answers with the visitor's own choice (cookie), else their browser's region,
 * by the same rules as the server (`resolveLocaleSettings`). Checkout and orders still read the cookies
 * on the server: this is display only.
 */

/** The settings a browser states: its cookies (`document.cookie`) and languages (`navigator.languages`). */
export function settingsFromBrowser(
  language: Locale,
  cookies: string,
  browserLanguages: readonly string[],
): LocaleSettings {
  return resolveLocaleSettings({
    language,
    countryCookie: cookieValue(cookies, COUNTRY_COOKIE),
    currencyCookie: cookieValue(cookies, CURRENCY_COOKIE),
    acceptLanguage: browserLanguages.join(","),
  });
}

// One object per distinct answer, so useSyncExternalStore sees a stable snapshot between changes.
const snapshots = new Map<string, LocaleSettings>();

function browserSettings(language: Locale): LocaleSettings {
  const settings = settingsFromBrowser(language, document.cookie, navigator.languages);
  const key = `${settings.language}|${settings.country}|${settings.currency}`;
  const known = snapshots.get(key);
  if (known) return known;
  snapshots.set(key, settings);
  return settings;
}

const serverSnapshots = new Map<Locale, LocaleSettings>();

/** What a prerendered page shows before the browser knows better: the language's defaults. */
export function prerenderedSettings(language: Locale): LocaleSettings {
  let settings = serverSnapshots.get(language);
  if (!settings) {
    settings = resolveLocaleSettings({ language });
    serverSnapshots.set(language, settings);
  }
  return settings;
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every reader that the cookies changed (the settings menu calls it after saving). */
export function visitorSettingsChanged() {
  for (const listener of listeners) listener();
}

/** This visitor's language, country and display currency: the defaults while prerendering and hydrating. */
export function useVisitorSettings(): LocaleSettings {
  const language = toLocale(useLocale());
  return useSyncExternalStore(
    subscribe,
    () => browserSettings(language),
    () => prerenderedSettings(language),
  );
}
