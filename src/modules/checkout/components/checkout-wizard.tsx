"use client";

import { CheckoutForm, type CheckoutFormProps } from "./checkout-form";
import { CheckoutSkeleton } from "./checkout-skeleton";
import { EmptyCheckout } from "./empty-checkout";
import { useCheckoutCart } from "./use-checkout-cart";
import { useHydrated } from "@/lib/use-hydrated";

type Props = Omit<CheckoutFormProps, "cart" | "refreshCart">;

/**
 * /checkout's client part: the server's cart (read by the cart provider after load, never by the
 * page) decides between the loading state, the empty state and the wizard.
 */
export function CheckoutWizard(props: Props) {
  const { cart, refresh } = useCheckoutCart();
  const hydrated = useHydrated();
  if (!cart || !hydrated) return <CheckoutSkeleton />;
  if (cart.lines.length === 0) return <EmptyCheckout />;
  return <CheckoutForm cart={cart} refreshCart={refresh} {...props} />;
}
