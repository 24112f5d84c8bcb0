"use server";

import { cookies } from "next/headers";
import { anyone, defineAction } from "@/server/actions";
import { COUNTRY_COOKIE, CURRENCY_COOKIE, PREFERENCE_COOKIE_MAX_AGE } from "./cookies";
import { localeSettingsInput } from "./locale-settings-schema";

export type UpdateLocaleSettingsResult = { ok: true } | { ok: false };

/**
 * Remembers the visitor's country and display currency. Unknown values are refused, not stored. The
 * cookies are readable by the page's script: prerendered pages show prices in the visitor's currency
 * from them (docs/architecture.md#prerendered-pages). They are preferences, not credentials; the
 * server checks them again wherever it reads them.
 */
export const updateLocaleSettings = defineAction(
  {
    access: anyone("language and region cookies"),
    input: localeSettingsInput,
    invalid: () => ({ ok: false }),
    failed: "locale settings not saved",
    failure: { ok: false },
  },
  async ({ country, currency }): Promise<UpdateLocaleSettingsResult> => {
    const jar = await cookies();
    const options = {
      path: "/",
      maxAge: PREFERENCE_COOKIE_MAX_AGE,
      sameSite: "lax" as const,
      httpOnly: false,
    };
    jar.set(COUNTRY_COOKIE, country, options);
    jar.set(CURRENCY_COOKIE, currency, options);
    return { ok: true };
  },
);
