import "server-only";
import { readSetting } from "@/server/settings";
import {
  defaultShopTerms,
  freeShippingThresholdSchema,
  paymentFeesSchema,
  type ShopTerms,
} from "./shop-terms";

/** shop_settings keys (src/server/settings.ts); the admin's configuration page writes them, audited. */
export const FREE_SHIPPING_THRESHOLD_KEY = "free-shipping-threshold";
export const PAYMENT_FEES_KEY = "payment-fees";

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
