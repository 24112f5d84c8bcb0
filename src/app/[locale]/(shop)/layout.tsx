import type { ReactNode } from "react";
import { CartProvider } from "@/modules/cart/components/cart-provider";
import { SiteFooter } from "@/modules/layout/components/site-footer";
import { SiteHeader } from "@/modules/layout/components/site-header";
import { SkipLink } from "@/modules/layout/components/skip-link";

/** The storefront's frame: skip link, header with the cart, the page, footer. */
export default function ShopLayout({ children }: { children: ReactNode }) {
  return (
    <CartProvider>
      <SkipLink />
      <SiteHeader />
      <main id="main" className="flex-1" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </CartProvider>
  );
}
