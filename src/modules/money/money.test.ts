import { describe, expect, it } from "vitest";
import {
  convertUsdCents,
  createMoneyFormatter,
  defaultExchangeRates,
  formatMinorUnits,
  priceInCurrency,
  roundToStep,
} from "./money";

describe("formatMinorUnits", () => {
  it("shows each currency with its own symbol, cents for USD, EUR and GBP, whole baht for THB", () => {
    expect(formatMinorUnits(2499, "USD", "en")).toBe("$24.99");
    expect(formatMinorUnits(86200, "THB", "en")).toBe("฿862");
    expect(formatMinorUnits(2299, "EUR", "en")).toBe("€22.99");
    expect(formatMinorUnits(1974, "GBP", "en")).toBe("£19.74");
  });

  it("uses narrow symbols and Western digits on Thai pages", () => {
    expect(formatMinorUnits(2499, "USD", "th")).toBe("$24.99");
    expect(formatMinorUnits(139100, "THB", "th")).toBe("฿1,391");
  });

  it("keeps two decimals on whole amounts and zero except in baht", () => {
    expect(formatMinorUnits(1000, "USD", "en")).toBe("$10.00");
    expect(formatMinorUnits(0, "GBP", "en")).toBe("£0.00");
    expect(formatMinorUnits(0, "THB", "en")).toBe("฿0");
  });

  it("never hides satang that a baht amount does have", () => {
    expect(formatMinorUnits(139104, "THB", "en")).toBe("฿1,391.04");
  });
});

describe("roundToStep", () => {
  it("rounds half up to a whole baht and to a whole cent elsewhere", () => {
    expect(roundToStep(68950, "THB")).toBe(69000);
    expect(roundToStep(68949.99, "THB")).toBe(68900);
    expect(roundToStep(1839.5, "EUR")).toBe(1840);
    expect(roundToStep(1839.49, "GBP")).toBe(1839);
  });

  it("is not fooled by float noise just under a half", () => {
    // 0.145 × 100 is 14.499999999999998 in binary floating point.
    expect(roundToStep(0.145 * 100, "USD")).toBe(15);
  });
});

describe("convertUsdCents", () => {
  it("converts with the rate and rounds half up to the currency's step", () => {
    expect(convertUsdCents(2499, "USD", defaultExchangeRates)).toBe(2499);
    // 24.99 × 34.5 = ฿862.155 → ฿862
    expect(convertUsdCents(2499, "THB", { ...defaultExchangeRates, THB: 34.5 })).toBe(86200);
    // 19.99 × 34.5 = ฿689.655 → ฿690
    expect(convertUsdCents(1999, "THB", { ...defaultExchangeRates, THB: 34.5 })).toBe(69000);
    expect(convertUsdCents(1, "EUR", { ...defaultExchangeRates, EUR: 0.92 })).toBe(1);
  });
});

describe("priceInCurrency", () => {
  const rates = { ...defaultExchangeRates, THB: 34.5 };

  it("converts each unit price and multiplies, so a line is exactly unit × quantity", () => {
    const amounts = priceInCurrency(
      { lines: [{ unitPriceUsd: 1999, quantity: 3 }], shippingUsd: 0 },
      "THB",
      rates,
    );
    expect(amounts.lines).toEqual([{ unitPrice: 69000, quantity: 3, lineTotal: 207000 }]);
    expect(amounts.subtotal).toBe(207000);
    expect(amounts.total).toBe(207000);
  });

  it("computes the fee in the currency from subtotal + shipping with the fixed part converted", () => {
    const amounts = priceInCurrency(
      {
        lines: [{ unitPriceUsd: 1999, quantity: 2 }],
        shippingUsd: 1566,
        fee: { rate: 0.029, fixed: 30 },
      },
      "THB",
      rates,
    );
    expect(amounts.subtotal).toBe(138000);
    expect(amounts.shipping).toBe(54000); // 15.66 × 34.5 = ฿540.27
    // (1,380 + 540) × 2.9 % = ฿55.68 → ฿56; $0.30 = ฿10.35 → ฿10
    expect(amounts.fee).toBe(5600 + 1000);
    expect(amounts.total).toBe(138000 + 54000 + 6600);
    expect(amounts.exchangeRate).toBe(34.5);
    expect(amounts.totalUsd).toBe(Math.round(198600 / 34.5));
    for (const amount of [amounts.subtotal, amounts.shipping, amounts.fee, amounts.total])
      expect(amount % 100).toBe(0);
  });

  it("is the plain USD arithmetic for USD, with the total as the USD total", () => {
    const amounts = priceInCurrency(
      { lines: [{ unitPriceUsd: 2999, quantity: 1 }], shippingUsd: 499, fee: { rate: 0.029, fixed: 30 } },
      "USD",
      rates,
    );
    expect(amounts).toMatchObject({ subtotal: 2999, shipping: 499, fee: 101 + 30, total: 3629 });
    expect(amounts.totalUsd).toBe(3629);
  });
});

describe("createMoneyFormatter", () => {
  it("formats a USD-cent amount in the chosen currency with the same conversion orders use", () => {
    const format = createMoneyFormatter("en", "THB", { ...defaultExchangeRates, THB: 35 });
    expect(format(1999)).toBe("฿700");
    expect(
      format.minor(priceInCurrency({ lines: [], shippingUsd: 1999 }, "THB", format.rates).shipping),
    ).toBe("฿700");
  });

  it("formats a line as unit price converted × quantity, as the order will charge it", () => {
    const format = createMoneyFormatter("en", "THB", { ...defaultExchangeRates, THB: 34.5 });
    // $19.99 = ฿690; 3 × ฿690 = ฿2,070, where converting $59.97 at once would say ฿2,069.
    expect(format.line(1999, 3)).toBe("฿2,070");
    expect(format(1999 * 3)).toBe("฿2,069");
  });
});
