import { describe, expect, it } from "vitest";
import { defaultShopTerms } from "@/modules/pricing";
import { parseShopTermsForm, shopTermsForm } from "./shop-terms-input";

describe("the shop terms form", () => {
  it("shows the terms in force in dollars and percent", () => {
    expect(shopTermsForm(defaultShopTerms)).toEqual({
      freeShippingThreshold: "75",
      card: { percent: "2.9", fixed: "0.30" },
      paypal: { percent: "3.4", fixed: "0.30" },
    });
    expect(shopTermsForm({ ...defaultShopTerms, freeShippingThreshold: null }).freeShippingThreshold).toBe(
      "",
    );
  });

  it("reads what it shows back into the same terms (percent without float noise)", () => {
    expect(parseShopTermsForm(shopTermsForm(defaultShopTerms))).toEqual({
      ok: true,
      terms: defaultShopTerms,
    });
  });

  it("takes a dollar sign, a percent sign, blanks as none or 0", () => {
    expect(
      parseShopTermsForm({
        freeShippingThreshold: "",
        card: { percent: "2.9 %", fixed: "$0.3" },
        paypal: { percent: "0", fixed: "" },
      }),
    ).toEqual({
      ok: true,
      terms: {
        freeShippingThreshold: null,
        fees: { card: { rate: 0.029, fixed: 30 }, paypal: { rate: 0, fixed: 0 } },
      },
    });
  });

  it("names every refused field", () => {
    expect(
      parseShopTermsForm({
        freeShippingThreshold: "200000",
        card: { percent: "1,5", fixed: "1.234" },
        paypal: { percent: "3.4", fixed: "150" },
      }),
    ).toEqual({
      ok: false,
      errors: {
        freeShippingThreshold: "outOfRange",
        "card.percent": "invalidPercent",
        "card.fixed": "invalidAmount",
        "paypal.fixed": "outOfRange",
      },
    });
    expect(parseShopTermsForm({ card: "x" })).toBeUndefined();
  });
});
