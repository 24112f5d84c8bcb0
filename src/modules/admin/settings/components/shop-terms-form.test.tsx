import { describe, expect, it, vi } from "vitest";
import { renderInLanguage } from "@/test/render-in-language";
import { ShopTermsFormCard } from "./shop-terms-form";

// Actions are never called while rendering.
vi.mock("../actions", () => ({}));

const initial = {
  freeShippingThreshold: "75",
  card: { percent: "2.9", fixed: "0.30" },
  paypal: { percent: "3.4", fixed: "0.30" },
};

describe("the free shipping and payment fees card", () => {
  it("shows the terms in force in labelled fields, in English", () => {
    const html = renderInLanguage("en", <ShopTermsFormCard initial={initial} />);
    expect(html).toContain("Free shipping and payment fees");
    expect(html).toContain("Free shipping from (order subtotal)");
    expect(html).toMatch(
      /id="shop-terms-freeShippingThreshold"[^>]*value="75"|value="75"[^>]*id="shop-terms-freeShippingThreshold"/,
    );
    expect(html).toContain('value="2.9"');
    expect(html).toContain('value="3.4"');
    expect(html).toContain("PayPal fee");
    expect(html).toContain("Leave empty for no free shipping");
  });

  it("speaks Thai on Thai pages, with an empty threshold for none", () => {
    const html = renderInLanguage(
      "th",
      <ShopTermsFormCard initial={{ ...initial, freeShippingThreshold: "" }} />,
    );
    expect(html).toContain("การจัดส่งฟรีและค่าธรรมเนียมการชำระเงิน");
    expect(html).toContain("ค่าธรรมเนียมบัตร");
    expect(html).not.toContain('value="75"');
  });
});
