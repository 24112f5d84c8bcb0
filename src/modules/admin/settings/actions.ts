"use server";

import { z } from "zod";
import { staff } from "@/modules/accounts/server";
import {
  saveSupportAddress,
  supportAddressSetting,
  type SupportAddressSetting,
} from "@/modules/support/server";
import type { Currency } from "@/modules/i18n";
import { defineAction, type Refused } from "@/server/actions";
import { db } from "@/server/db";
import { recordAudit } from "@/modules/admin/audit/server";
import { exchangeRateInput } from "./exchange-rate-input";
import { updateExchangeRate } from "./exchange-rates.server";
import {
  parseShopTermsForm,
  shopTermsForm,
  type ShopTermsErrors,
  type ShopTermsForm,
} from "./shop-terms-input";
import { updateShopTerms } from "./shop-terms.server";
import { getShopTerms } from "@/modules/pricing/server";
import { parseReportSettings, type ReportSettings, type ReportSettingsErrors } from "./report-settings";
import { databaseKnowsTimeZone, updateReportSettings } from "./report-settings.server";

export type SaveExchangeRateResult =
  { ok: true } | { ok: false; error: "unauthorized" | "failed" | "invalidRate" | "outOfRange" | "invalid" };

/** A display exchange rate (units per USD); a wrong number answers which rule it broke. */
export const saveExchangeRate = defineAction(
  {
    access: staff,
    input: exchangeRateInput,
    invalid: (error): SaveExchangeRateResult => {
      const message = error.issues.find((issue) => issue.path[0] === "perUsd")?.message;
      return {
        ok: false,
        error: message === "invalidRate" || message === "outOfRange" ? message : "invalid",
      };
    },
    failed: "exchange rate save failed",
  },
  async ({ currency, perUsd }, { user }): Promise<SaveExchangeRateResult> => {
    await updateExchangeRate(db(), user, { currency: currency as Currency, perUsd });
    return { ok: true };
  },
);

export type SaveShopTermsResult =
  { ok: true; form: ShopTermsForm } | { ok: false; error: "fields"; errors: ShopTermsErrors } | Refused;

/**
 * The "Free shipping and payment fees" card (docs/admin.md#shop-terms): the threshold (empty = none)
 * and each method's fee, validated with the pricing module's schemas, saved audited in one transaction.
 */
export const saveShopTermsSettings = defineAction(
  {
    access: staff,
    input: z.unknown().transform(parseShopTermsForm),
    failed: "shop terms save failed",
    logged: { message: "shop terms saved", fields: (parsed) => ({ terms: parsed?.ok && parsed.terms }) },
  },
  async (parsed, { user }): Promise<SaveShopTermsResult> => {
    if (!parsed) return { ok: false, error: "invalid" };
    if (!parsed.ok) return { ok: false, error: "fields", errors: parsed.errors };
    await updateShopTerms(db(), user, parsed.terms);
    return { ok: true, form: shopTermsForm(await getShopTerms()) };
  },
);

export type SupportAddressResult =
  { ok: true; setting: SupportAddressSetting } | { ok: false; error: "invalidEmail" } | Refused;

/** Saves the support address; `email: null` goes back to the server's SUPPORT_EMAIL. */
export const saveSupportAddressSetting = defineAction(
  {
    access: staff,
    input: z.object({ email: z.string().max(1000).nullable() }),
    failed: "support address save failed",
  },
  async (input, { user }): Promise<SupportAddressResult> => {
    const email = input.email === null ? null : input.email.trim().toLowerCase();
    if (email !== null && !z.email().max(254).safeParse(email).success)
      return { ok: false, error: "invalidEmail" };
    await db().transaction(async (tx) => {
      const change = await saveSupportAddress(tx, email);
      await recordAudit(tx, user, {
        action: "setting.update",
        targetType: "setting",
        targetId: "support-email",
        before: { value: change.before },
        after: { value: change.after },
      });
    });
    return { ok: true, setting: await supportAddressSetting(db()) };
  },
);

export type SaveReportSettingsResult =
  | { ok: true; settings: ReportSettings }
  | { ok: false; error: "fields"; errors: ReportSettingsErrors }
  | Refused;

/**
 * The "Reports" card: the shop's time zone (any IANA zone Intl and the database both know) and the
 * reporting currency (one the shop charges in), saved audited in one transaction.
 */
export const saveReportSettings = defineAction(
  {
    access: staff,
    input: z.object({ timeZone: z.string().max(100), currency: z.string().max(10) }),
    failed: "report settings save failed",
  },
  async (input, { user }): Promise<SaveReportSettingsResult> => {
    const parsed = parseReportSettings(input);
    if (!parsed.ok) return { ok: false, error: "fields", errors: parsed.errors };
    if (!(await databaseKnowsTimeZone(db(), parsed.settings.timeZone)))
      return { ok: false, error: "fields", errors: { timeZone: "unknownZone" } };
    await updateReportSettings(db(), user, parsed.settings);
    return { ok: true, settings: parsed.settings };
  },
);
