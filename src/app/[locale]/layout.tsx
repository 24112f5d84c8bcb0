import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider, hasLocale } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { Toaster } from "@/components/ui/toaster";
import { routing } from "@/modules/i18n";
import { clientMessages } from "@/modules/i18n/server";
import { CspClientSetup } from "@/modules/layout/components/csp-client-setup";
import { MoneyProvider } from "@/modules/money/components/money-provider";
import { getExchangeRates } from "@/modules/money/server";
import { ShopTermsProvider } from "@/modules/pricing/components/shop-terms-provider";
import { getShopTerms } from "@/modules/pricing/server";
import { env } from "@/server/env";
import { inter, notoSansThai } from "../fonts";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({
    locale: hasLocale(routing.locales, locale) ? locale : "en",
    namespace: "meta",
  });
  return {
    metadataBase: new URL(env().APP_URL),
    title: { default: t("siteName"), template: t("titleTemplate") },
    description: t("defaultDescription"),
    icons: { icon: "/favicon.svg" },
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#3b5bdb" };

/** Both languages are prerendered on first request (docs/architecture.md#prerendered-pages). */
export function generateStaticParams() {
  return [];
}

/**
 * Every page in a language: <html lang>, messages, money, the shop's terms (free shipping, fees). The shop's chrome (header, footer, cart) is in
 * (shop)/layout.tsx, so the account and admin areas can bring their own (docs/architecture.md#layers).
 * Nothing here reads the request: the visitor's currency and country are resolved in the browser, so
 * pages below can be prerendered (docs/architecture.md#prerendered-pages).
 */
export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [messages, rates, terms, tToasts] = await Promise.all([
    getMessages(),
    getExchangeRates(),
    getShopTerms(),
    getTranslations("toasts"),
  ]);

  return (
    <html lang={locale} className={`${inter.variable} ${notoSansThai.variable}`}>
      <body className="flex min-h-screen flex-col">
        <CspClientSetup />
        <NextIntlClientProvider messages={clientMessages(messages)}>
          <MoneyProvider locale={locale} rates={rates}>
            <ShopTermsProvider terms={terms}>
              {children}
              <Toaster regionLabel={tToasts("region")} closeLabel={tToasts("close")} />
            </ShopTermsProvider>
          </MoneyProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
