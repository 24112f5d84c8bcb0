"use server";

import { cookies } from "next/headers";
import { COUNTRY_COOKIE, CURRENCY_COOKIE, PREFERENCE_COOKIE_MAX_AGE } from "./cookies";
import { localeSettingsInput } from "./locale-settings-schema";

export type UpdateLocaleSettingsResult = { ok: true } | { ok: false };

/**
 * Remembers the visitor's country and display currency. Unknown values are refused, not stored. The
 * cookies are readable by the page's script: prerendered pages show prices in the visitor's currency
 * from them (docs/architecture.md#prerendered-pages). They are preferences, not credentials; the
 * server checks them again wherever it reads them.
 */
export async function updateLocaleSettings(input: unknown): Promise<UpdateLocaleSettingsResult> {
  const parsed = localeSettingsInput.safeParse(input);
  if (!parsed.success) return { ok: false };
  const jar = await cookies();
  const options = { path: "/", maxAge: PREFERENCE_COOKIE_MAX_AGE, sameSite: "lax" as const, httpOnly: false };
  jar.set(COUNTRY_COOKIE, parsed.data.country, options);
  jar.set(CURRENCY_COOKIE, parsed.data.currency, options);
  return { ok: true };
}
