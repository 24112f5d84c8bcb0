import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { Currency } from "@/modules/i18n";
import { defaultExchangeRates } from "@/modules/money";
import { MoneyProvider } from "@/modules/money/components/money-provider";
import { renderInLanguage } from "@/test/render-in-language";
import { defaultShopTerms, type ShopTerms } from "../shop-terms";
import { FreeShippingNote } from "./free-shipping-note";
import { PaymentFeeNote } from "./payment-fee-note";
import { ShopTermsProvider } from "./shop-terms-provider";

const rates = { ...defaultExchangeRates, THB: 34.5 };

function render(locale: "en" | "th", currency: Currency, terms: ShopTerms, node: ReactNode): string {
  return renderInLanguage(
    locale,
    <MoneyProvider locale={locale} currency={currency} rates={rates}>
      <ShopTermsProvider terms={terms}>{node}</ShopTermsProvider>
    </MoneyProvider>,
  );
}

describe("the free-shipping note", () => {
  it("says how much is missing and from where shipping is free, in the visitor's currency", () => {
    const html = render("th", "THB", defaultShopTerms, <FreeShippingNote subtotalUsd={5998} />);
    // $75 − $59.98 = $15.02 = ฿518.19 → ฿518; $75 = ฿2,587.50 → ฿2,588
    expect(html).toContain("ซื้อเพิ่มอีก ฿518 เพื่อรับการจัดส่งฟรี");
    expect(html).toContain("฿2,588");
  });

  it("says the order ships free from the threshold", () => {
    const html = render("en", "USD", defaultShopTerms, <FreeShippingNote subtotalUsd={7500} />);
    expect(html).toContain("This order ships free.");
  });

  it("never asks for nothing more when a remainder rounds away", () => {
    const html = render("en", "THB", defaultShopTerms, <FreeShippingNote subtotalUsd={7499} />);
    expect(html).toContain("Add ฿1 more");
  });

  it("says nothing when the shop offers no free shipping", () => {
    const none = { ...defaultShopTerms, freeShippingThreshold: null };
    expect(render("en", "USD", none, <FreeShippingNote subtotalUsd={1_000_000} />)).toBe("");
  });
});

describe("the payment fee note", () => {
  it("discloses both fees with their fixed parts in the visitor's currency", () => {
    expect(render("en", "USD", defaultShopTerms, <PaymentFeeNote />)).toContain(
      "A payment fee applies at checkout: card 2.9% + $0.30, PayPal 3.4% + $0.30.",
    );
    expect(render("th", "THB", defaultShopTerms, <PaymentFeeNote />)).toContain(
      "บัตร 2.9% + ฿10, PayPal 3.4% + ฿10",
    );
  });

  it("names a method without a fee, and says nothing when neither has one", () => {
    const cardOnly = {
      ...defaultShopTerms,
      fees: { ...defaultShopTerms.fees, paypal: { rate: 0, fixed: 0 } },
    };
    expect(render("en", "USD", cardOnly, <PaymentFeeNote />)).toContain("PayPal no fee");
    const none = {
      ...defaultShopTerms,
      fees: { card: { rate: 0, fixed: 0 }, paypal: { rate: 0, fixed: 0 } },
    };
    expect(render("en", "USD", none, <PaymentFeeNote />)).toBe("");
  });
});
