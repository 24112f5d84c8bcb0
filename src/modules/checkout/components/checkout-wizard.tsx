"use client";

import dynamic from "next/dynamic";
import type { CartView } from "@/modules/cart";
import type { CheckoutFormProps } from "./checkout-form";
import { CheckoutSkeleton } from "./checkout-skeleton";
import { EmptyCheckout } from "./empty-checkout";
import { useCheckoutCart } from "./use-checkout-cart";

// Rendered on the server for a cart with lines, so the page's HTML already asks for its chunk; never
// loaded for an empty cart, whose page stays as light as the storefront's (docs/client-weight.md#checkout).
// Its own Suspense boundary (`loading`): the empty state outside it is in the page's first bytes.
const HydratedCheckoutForm = dynamic(
  () => import("./hydrated-checkout-form").then((module) => module.HydratedCheckoutForm),
  { loading: () => <CheckoutSkeleton /> },
);

type Props = Omit<CheckoutFormProps, "cart" | "refreshCart"> & {
  /** The cart as the server read it for this request: what the page's HTML shows. */
  initialCart: CartView;
};

/**
 * /checkout's client part: the cart decides between the empty state and the wizard. The server's
 * read is in the page's HTML (an empty cart's message is painted at once); the cart provider's,
 * after load and after every change in the drawer, replaces it.
 */
export function CheckoutWizard({ initialCart, ...props }: Props) {
  const { cart: liveCart, refresh } = useCheckoutCart();
  const cart = liveCart ?? initialCart;
  if (cart.lines.length === 0) return <EmptyCheckout />;
  return <HydratedCheckoutForm cart={cart} refreshCart={refresh} {...props} />;
}
