import { describe, expect, it } from "vitest";
import { convertUsdCents, createMoneyFormatter, defaultExchangeRates, formatMinorUnits } from "./money";

describe("formatMinorUnits", () => {
  it("shows each currency with its own symbol and two decimals in English", () => {
    expect(formatMinorUnits(2499, "USD", "en")).toBe("$24.99");
    expect(formatMinorUnits(86216, "THB", "en")).toBe("฿862.16");
    expect(formatMinorUnits(2299, "EUR", "en")).toBe("€22.99");
    expect(formatMinorUnits(1974, "GBP", "en")).toBe("£19.74");
  });

  it("uses narrow symbols and Western digits on Thai pages", () => {
    expect(formatMinorUnits(2499, "USD", "th")).toBe("$24.99");
    expect(formatMinorUnits(123456789, "THB", "th")).toBe("฿1,234,567.89");
  });

  it("keeps two decimals on whole amounts and zero", () => {
    expect(formatMinorUnits(1000, "USD", "en")).toBe("$10.00");
    expect(formatMinorUnits(0, "GBP", "en")).toBe("£0.00");
  });
});

describe("convertUsdCents", () => {
  it("converts with the rate and rounds to a whole minor unit", () => {
    expect(convertUsdCents(2499, "USD", defaultExchangeRates)).toBe(2499);
    expect(convertUsdCents(2499, "THB", { ...defaultExchangeRates, THB: 34.5 })).toBe(86216);
    expect(convertUsdCents(1, "EUR", { ...defaultExchangeRates, EUR: 0.92 })).toBe(1);
  });
});

describe("createMoneyFormatter", () => {
  it("formats a USD-cent amount in the chosen currency", () => {
    const format = createMoneyFormatter("en", "THB", { ...defaultExchangeRates, THB: 35 });
    expect(format(1999)).toBe("฿699.65");
  });
});
