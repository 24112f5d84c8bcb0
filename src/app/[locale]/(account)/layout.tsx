import type { Metadata } from "next";
import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { CartProvider } from "@/modules/cart/components/cart-provider";
import { SiteFooter } from "@/modules/layout/components/site-footer";
import { SiteHeader } from "@/modules/layout/components/site-header";
import { SkipLink } from "@/modules/layout/components/skip-link";

// A customer's own pages: never in a search index, never cached (each page checks the session itself).
export const metadata: Metadata = { robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

/**
 * The account area's frame. It borrows the storefront's header and footer (with the cart, which
 * "Order again" fills), but is its own group so the admin area, which must not, stays separate
 * (docs/architecture.md#screens-and-route-groups). No sign-in check here: a layout's check does not
 * protect a page or an action, so each page calls requireUser itself.
 */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <CartProvider>
      <SkipLink />
      <SiteHeader />
      <main id="main" className="flex-1" tabIndex={-1}>
        <Container className="max-w-4xl py-8 sm:py-12">{children}</Container>
      </main>
      <SiteFooter />
    </CartProvider>
  );
}
