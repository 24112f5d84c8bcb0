import type { ReactNode } from "react";
import { resolvePageLocale } from "@/modules/i18n/server";
import { CartProvider } from "@/modules/cart/components/cart-provider";
import { SiteFooter } from "@/modules/layout/components/site-footer";
import { SiteHeader } from "@/modules/layout/components/site-header";
import { SkipLink } from "@/modules/layout/components/skip-link";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/**
 * The storefront's frame: skip link, header with the cart, the page, footer. It fixes the language
 * itself as next-intl asks of every layout and page of a prerendered route (setRequestLocale); the
 * locale layout above already has, so this only keeps the rule true where it is stated
 * (docs/architecture.md#prerendered-pages).
 */
export default async function ShopLayout({ children, params }: Props) {
  await resolvePageLocale(params);
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
