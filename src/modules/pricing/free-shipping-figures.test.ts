import { describe, expect, it } from "vitest";
import { defaultExchangeRates, priceInCurrency } from "@/modules/money";
import { freeShippingFigures } from "./free-shipping-figures";
import { defaultShopTerms } from "./shop-terms";

const rates = { ...defaultExchangeRates, THB: 34.5 };
// 3 × $21.99: each unit ฿758.655 → ฿759, so the subtotal shown is ฿2,277 ($65.97 converted at once would be ฿2,276).
const threeUnits = [{ unitPriceUsd: 2199, quantity: 3 }];

describe("free-shipping figures", () => {
  it("asks for the threshold shown minus the subtotal shown, in baht: ฿2,588 − ฿2,277 = ฿311", () => {
    const { subtotal } = priceInCurrency({ lines: threeUnits, shippingUsd: 0 }, "THB", rates);
    expect(subtotal).toBe(227_700);
    // The USD remainder ($9.03 = ฿311.535) converted on its own would say ฿312.
    expect(freeShippingFigures(threeUnits, defaultShopTerms, "THB", rates)).toEqual({
      kind: "remaining",
      threshold: 258_800,
      remaining: 31_100,
    });
  });

  it("adds up in every currency: subtotal shown + remainder shown = threshold shown", () => {
    for (const currency of ["USD", "THB", "EUR", "GBP"] as const) {
      for (const unitPriceUsd of [899, 1377, 2199, 2549, 2999]) {
        const lines = [{ unitPriceUsd, quantity: 2 }];
        const figures = freeShippingFigures(lines, defaultShopTerms, currency, rates);
        if (figures.kind !== "remaining") throw new Error(`expected a remainder at ${unitPriceUsd}`);
        const { subtotal } = priceInCurrency({ lines, shippingUsd: 0 }, currency, rates);
        expect(subtotal + figures.remaining, `${currency} ${unitPriceUsd}`).toBe(figures.threshold);
      }
    }
  });

  it("says free from the USD threshold, and never asks for nothing more", () => {
    expect(
      freeShippingFigures([{ unitPriceUsd: 7500, quantity: 1 }], defaultShopTerms, "THB", rates),
    ).toEqual({
      kind: "free",
      threshold: 258_800,
    });
    // $74.99 = ฿2,587.155 → ฿2,587: one baht short of ฿2,588.
    expect(
      freeShippingFigures([{ unitPriceUsd: 7499, quantity: 1 }], defaultShopTerms, "THB", rates),
    ).toMatchObject({
      remaining: 100,
    });
    // $74.99 × 1 in a rate where it rounds up to the threshold shown: still a step to go.
    expect(
      freeShippingFigures([{ unitPriceUsd: 7499, quantity: 1 }], defaultShopTerms, "THB", {
        ...rates,
        THB: 34.51,
      }),
    ).toMatchObject({ remaining: 100 });
  });

  it("has nothing to say when the shop offers no free shipping", () => {
    expect(freeShippingFigures(threeUnits, { freeShippingThreshold: null }, "THB", rates)).toEqual({
      kind: "none",
    });
  });
});
