import en from "../../../messages/en.json" with { type: "json" };
import th from "../../../messages/th.json" with { type: "json" };

export const locales = ["en", "th"] as const;
export type TestLocale = (typeof locales)[number];

/** A message by dotted key, with {placeholders} filled: tests read the same strings users do. */
export function message(locale: TestLocale, key: string, values: Record<string, string> = {}): string {
  let node: unknown = locale === "th" ? th : en;
  for (const part of key.split(".")) node = (node as Record<string, unknown>)[part];
  if (typeof node !== "string") throw new Error(`no message ${key}`);
  return node.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

/** "/checkout" in English, "/th/checkout" in Thai. */
export const pathIn = (locale: TestLocale, path: string) => (locale === "en" ? path : `/th${path}`);
