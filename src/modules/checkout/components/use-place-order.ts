"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toaster";
import { toLocale } from "@/modules/i18n";
import { formatMinorUnits } from "@/modules/money";
import { placeOrder, type PlaceOrderResult } from "../actions";
import type { CheckoutFieldErrors, PlaceOrderInput } from "../schema";
import { createCheckoutKeys } from "./checkout-key";

type Options = {
  /** cartSignature() of the cart on screen: a changed cart is a new attempt with a new key. */
  cartKey: string;
  refreshCart: () => Promise<void>;
  onInvalid: (errors: CheckoutFieldErrors) => void;
};

type OrderRequest = Omit<PlaceOrderInput, "checkoutKey">;

/**
 * 'Place Order': sends the form and the total it showed with a checkout key that stays the same while
 * the form and cart do, and leaves for the payment page. Busy from the click until the browser has
 * left. When the server prices the order otherwise (the currency changed in another tab, a new rate),
 * nothing was charged: the page says the new figure and shows it.
 */
export function usePlaceOrder({ cartKey, refreshCart, onInvalid }: Options) {
  const t = useTranslations("checkout");
  const locale = toLocale(useLocale());
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const busyNow = useRef(false);
  const [keyFor] = useState(createCheckoutKeys);

  useEffect(() => {
    // Back from the payment page out of the browser's page cache: the page is as we left it, busy.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busyNow.current = false;
      setBusy(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  async function place(request: OrderRequest) {
    if (busyNow.current) return;
    busyNow.current = true;
    setBusy(true);
    const result = await placeOrder({ checkoutKey: keyFor(request, cartKey), ...request }).catch(
      (): PlaceOrderResult => ({ ok: false, error: "checkoutFailed" }),
    );
    if (result.ok) {
      window.location.assign(result.url);
      return;
    }
    busyNow.current = false;
    setBusy(false);
    if (result.error === "invalid") return onInvalid(result.fieldErrors);
    if (result.error === "emptyCart" || result.error === "cartChanged") {
      toast.warning(t(`toast.${result.error}`), { description: t(`toast.${result.error}Body`) });
      return void refreshCart();
    }
    if (result.error === "unavailable") {
      toast.warning(t("toast.unavailable"), {
        description: t("toast.unavailableBody", { name: result.name }),
      });
      return void refreshCart();
    }
    if (result.error === "totalChanged") {
      toast.warning(t("toast.totalChanged"), {
        description: t("toast.totalChangedBody", {
          total: formatMinorUnits(result.total, result.currency, locale),
        }),
      });
      // The page is rendered again in the currency and at the rates the order would now be charged in.
      router.refresh();
      return void refreshCart();
    }
    if (result.error === "rateLimited") {
      return void toast.error(t("toast.rateLimited"), { description: t("toast.rateLimitedBody") });
    }
    toast.error(t("toast.checkoutFailed"), {
      description: t(result.error === "noCheckoutUrl" ? "toast.noCheckoutUrl" : "toast.checkoutFailedBody"),
    });
  }

  return { busy, place };
}
