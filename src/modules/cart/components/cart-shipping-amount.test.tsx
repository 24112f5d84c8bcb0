import { describe, expect, it } from "vitest";
import { defaultExchangeRates } from "@/modules/money";
import { MoneyProvider } from "@/modules/money/components/money-provider";
import { defaultShopTerms } from "@/modules/pricing";
import { ShopTermsProvider } from "@/modules/pricing/components/shop-terms-provider";
import { renderInLanguage } from "@/test/render-in-language";
import { CartShippingAmount } from "./cart-shipping-amount";

const render = (
  locale: "en" | "th",
  subtotalUsd: number,
  threshold = defaultShopTerms.freeShippingThreshold,
) =>
  renderInLanguage(
    locale,
    <MoneyProvider locale={locale} currency="USD" rates={defaultExchangeRates}>
      <ShopTermsProvider terms={{ ...defaultShopTerms, freeShippingThreshold: threshold }}>
        <CartShippingAmount subtotalUsd={subtotalUsd} />
      </ShopTermsProvider>
    </MoneyProvider>,
  );

describe("the cart drawer's shipping amount", () => {
  it("is free, not 'estimated at checkout', when the cart ships free", () => {
    expect(render("en", 7500)).toBe("Free");
    expect(render("th", 7500)).toBe("ฟรี");
  });

  it("is estimated at checkout below the threshold, or when the shop has no free shipping", () => {
    expect(render("en", 7499)).toBe("Estimated at checkout");
    expect(render("en", 1_000_000, null)).toBe("Estimated at checkout");
  });
});
