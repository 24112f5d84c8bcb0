import "server-only";
import { sql } from "drizzle-orm";
import type { Transaction } from "@/server/db";
import { hasStoredSetting, readSetting, storedSetting, writeSetting } from "@/server/settings";
import { defaultShopTerms, type ShopTerms } from "./shop-terms";
import { freeShippingThresholdSchema, paymentFeesSchema } from "./shop-terms-schema";

/** shop_settings keys (src/server/settings.ts); the admin's configuration page writes them, audited. */
const FREE_SHIPPING_THRESHOLD_KEY = "free-shipping-threshold";
const PAYMENT_FEES_KEY = "payment-fees";

/** The terms in force: what staff saved, or the defaults. Cached by the settings layer (tag shop-settings). */
export async function getShopTerms(): Promise<ShopTerms> {
  const [freeShippingThreshold, fees] = await Promise.all([
    readSetting(
      FREE_SHIPPING_THRESHOLD_KEY,
      freeShippingThresholdSchema,
      defaultShopTerms.freeShippingThreshold,
    ),
    readSetting(PAYMENT_FEES_KEY, paymentFeesSchema, defaultShopTerms.fees),
  ]);
  return { freeShippingThreshold, fees };
}

/**
 * "No free shipping" is stored as a JSON null, so it is a saved choice: writeSetting(null) would
 * delete the row and bring the default threshold back.
 */
const NO_THRESHOLD = sql`'null'::jsonb`;

/**
 * Saves both terms in the caller's transaction (the admin records its audit entry in the same one);
 * the settings cache empties at commit, so the next quote, cart and checkout apply them. Answers the
 * terms that were in force before and the ones saved. The caller validated `terms` with the schemas.
 */
export async function saveShopTerms(
  tx: Transaction,
  terms: ShopTerms,
): Promise<{ before: ShopTerms; after: ShopTerms }> {
  // Read in the transaction (not through the cache): the terms this change replaces.
  const [threshold, fees] = await Promise.all([
    storedSetting(tx, FREE_SHIPPING_THRESHOLD_KEY),
    storedSetting(tx, PAYMENT_FEES_KEY),
  ]);
  const storedThreshold = freeShippingThresholdSchema.safeParse(threshold);
  const storedFees = paymentFeesSchema.safeParse(fees);
  const before: ShopTerms = {
    freeShippingThreshold:
      storedThreshold.success && threshold !== null
        ? storedThreshold.data
        : // storedSetting answers null for a missing row as for a saved "none": tell them apart.
          (await hasStoredSetting(tx, FREE_SHIPPING_THRESHOLD_KEY))
          ? null
          : defaultShopTerms.freeShippingThreshold,
    fees: storedFees.success ? storedFees.data : defaultShopTerms.fees,
  };
  await writeSetting(tx, FREE_SHIPPING_THRESHOLD_KEY, terms.freeShippingThreshold ?? NO_THRESHOLD);
  await writeSetting(tx, PAYMENT_FEES_KEY, terms.fees);
  return { before, after: terms };
}
