"use client";

import { useHydrated } from "@/lib/use-hydrated";
import { CheckoutForm, type CheckoutFormProps } from "./checkout-form";
import { CheckoutSkeleton } from "./checkout-skeleton";

/**
 * The wizard once the page is hydrated (it restores the shopper's entries from sessionStorage, which
 * the server can't see), its skeleton before. The module the wizard loads on demand: it brings the
 * form, and with it zod, only to a checkout that has something to pay for.
 */
export function HydratedCheckoutForm(props: CheckoutFormProps) {
  return useHydrated() ? <CheckoutForm {...props} /> : <CheckoutSkeleton />;
}
