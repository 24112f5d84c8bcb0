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
    const html = render(
      "th",
      "THB",
      defaultShopTerms,
      <FreeShippingNote lines={[{ unitPriceUsd: 5998, quantity: 1 }]} />,
    );
    // $59.98 shows as ฿2,069.31 → ฿2,069; $75 = ฿2,587.50 → ฿2,588; ฿2,588 − ฿2,069 = ฿519
    expect(html).toContain("ซื้อเพิ่มอีก ฿519 เพื่อรับการจัดส่งฟรี");
    expect(html).toContain("฿2,588");
  });

  it("asks for the threshold shown minus the subtotal shown, both rounded once", () => {
    // 3 × $21.99 shows as 3 × ฿759 = ฿2,277; ฿2,588 − ฿2,277 = ฿311 (the USD remainder converted says ฿312).
    const html = render(
      "en",
      "THB",
      defaultShopTerms,
      <FreeShippingNote lines={[{ unitPriceUsd: 2199, quantity: 3 }]} />,
    );
    expect(html).toContain("Add ฿311 more");
  });

  it("says the order ships free from the threshold", () => {
    const html = render(
      "en",
      "USD",
      defaultShopTerms,
      <FreeShippingNote lines={[{ unitPriceUsd: 7500, quantity: 1 }]} />,
    );
    expect(html).toContain("This order ships free.");
  });

  it("never asks for nothing more when a remainder rounds away", () => {
    const html = render(
      "en",
      "THB",
      defaultShopTerms,
      <FreeShippingNote lines={[{ unitPriceUsd: 7499, quantity: 1 }]} />,
    );
    expect(html).toContain("Add ฿1 more");
  });

  it("says nothing when the shop offers no free shipping", () => {
    const none = { ...defaultShopTerms, freeShippingThreshold: null };
    expect(
      render("en", "USD", none, <FreeShippingNote lines={[{ unitPriceUsd: 1_000_000, quantity: 1 }]} />),
    ).toBe("");
  });
});

describe("the payment fee note", () => {
  it("discloses both fees with their fixed parts in the visitor's currency", () => {
    expect(render("en", "USD", defaultShopTerms, <PaymentFeeNote />)).toContain(
      "A payment fee applies at checkout: card 2.9% + $0.30, PayPal 3.4% + $0.30.",
    );
    expect(render("th", "THB", defaultShopTerms, <PaymentFeeNote />)).toContain(
      "มีค่าธรรมเนียมชำระเงิน: บัตร 2.9% + ฿10, PayPal 3.4% + ฿10 (คิดในขั้นตอนชำระเงิน)",
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
