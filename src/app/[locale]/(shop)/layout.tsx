import type { ReactNode } from "react";
import { resolvePageLocale } from "@/modules/i18n/server";
import { CartProvider } from "@/modules/cart/components/cart-provider";
import { SiteFooter } from "@/modules/layout/components/site-footer";
import { SiteHeader } from "@/modules/layout/components/site-header";
import { SkipLink } from "@/modules/layout/components/skip-link";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/**
 * The storefront's frame: skip link, header with the cart, the page, footer. It fixes the language for
 * its own server components too (next-intl's setRequestLocale, in every layout and page): without it
 * they would read it from the request's headers, and a prerendered page can't.
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
