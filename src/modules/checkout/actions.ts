"use server";

import { after } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { z } from "zod";
import { currentUser } from "@/modules/accounts/server";
import { currentCartId } from "@/modules/cart/server";
import { toLocale, type Currency, type Locale } from "@/modules/i18n";
import { getLocaleSettings } from "@/modules/i18n/server";
import { PaymentsUnavailableError } from "@/modules/payments/server";
import { anyone, defineAction } from "@/server/actions";
import { db } from "@/server/db";
import { withinClientRateLimit } from "@/server/http/client-rate-limit";
import { requestLogger } from "@/server/http/request-logger";
import { createPendingOrder } from "./create-order.server";
import { checkoutFieldErrors, placeOrderInput, type CheckoutFieldErrors } from "./schema";
import { cartShippingOptions, type CheckoutShippingOption } from "./shipping-options.server";
import { abandonEarlierCheckouts, startHostedPayment } from "./start-payment.server";

export type ShippingOptionsResult =
  { ok: true; options: CheckoutShippingOption[] } | { ok: false; error: "invalid" | "failed" };

/** Every shipping level's price for the visitor's cart to `country` ("Loading shipping options..."). */
export const loadShippingOptions = defineAction(
  {
    access: anyone("guest checkout"),
    input: z.string().regex(/^[A-Z]{2}$/),
    failed: (_error, country) => ({ message: "shipping options failed", fields: { country } }),
  },
  async (country): Promise<ShippingOptionsResult> => ({
    ok: true,
    options: await cartShippingOptions(db(), await currentCartId(db()), country),
  }),
);

export type PlaceOrderResult =
  | { ok: true; url: string; orderNumber: string }
  | { ok: false; error: "invalid"; fieldErrors: CheckoutFieldErrors }
  | {
      ok: false;
      error: "emptyCart" | "cartChanged" | "rateLimited" | "checkoutFailed" | "noCheckoutUrl";
    }
  | { ok: false; error: "unavailable"; name: string }
  /** The server prices the order otherwise than the page showed: nothing charged, here is the new figure. */
  | { ok: false; error: "totalChanged"; currency: Currency; total: number };

/**
 * 'Place Order': validates the form, writes a pending order from the server-side cart (every amount
 * recomputed here; the browser's shown total is only compared with it: when they differ nothing is
 * charged), and opens the hosted payment page. The cart stays as it
 * is until the payment webhook says the order is paid. A signed-in customer's order is theirs
 * (`user_id`), and may save its address to their account.
 */
export const placeOrder = defineAction(
  {
    access: anyone("guest checkout; user_id from the session"),
    input: placeOrderInput,
    invalid: (error) => ({ ok: false, error: "invalid", fieldErrors: checkoutFieldErrors(error) }),
    failed: (error) =>
      error instanceof PaymentsUnavailableError ? "payments not configured" : "checkout failed",
    failure: { ok: false, error: "checkoutFailed" },
  },
  async (input): Promise<PlaceOrderResult> => {
    if (!(await withinClientRateLimit("checkout", { limit: 20, windowSeconds: 600 }))) {
      return { ok: false, error: "rateLimited" };
    }
    const logger = await requestLogger();
    const locale = await currentLocale();
    // Whose order it is comes from the session only: the form can't name an account.
    const user = await currentUser();
    // Priced and charged in the currency the visitor's pages show (docs/product-rules.md#currency).
    const { currency } = await getLocaleSettings();
    const created = await createPendingOrder(db(), {
      cartId: await currentCartId(db()),
      userId: user?.id,
      locale,
      currency,
      input,
    });
    if (!created.ok) return created;
    const t = await getTranslations({ locale, namespace: "checkout.summary" });
    const checkout = await startHostedPayment(
      db(),
      created.order,
      { shipping: t("shipping"), fee: t("paymentFees") },
      created.items,
    );
    if (!checkout) {
      logger.error({ orderId: created.order.id }, "payment provider returned no checkout URL");
      return { ok: false, error: "noCheckoutUrl" };
    }
    logger.info({ orderId: created.order.id, total: created.order.total }, "order placed, payment started");
    after(() =>
      abandonEarlierCheckouts(db(), created.order).catch((error: unknown) =>
        logger.warn({ err: error }, "could not close earlier checkouts of this cart"),
      ),
    );
    return { ok: true, url: checkout.url, orderNumber: created.order.number };
  },
);

async function currentLocale(): Promise<Locale> {
  const locale = await getLocale();
  return toLocale(locale);
}
