import { describe, expect, it } from "vitest";
import { readQuote } from "./read-quote";
import type { Quote } from "./quote-request";

const quote: Quote = {
  unitPrice: 250,
  percentOff: 10,
  totalPrice: 25_000,
  shippingCost: 0,
  freeShipping: true,
  currency: "USD",
  estimatedDelivery: { minDays: 5, maxDays: 8 },
  level: "standard",
  levels: [
    { level: "budget", cost: 0, tracked: false, estimatedDelivery: { minDays: 7, maxDays: 14 } },
    { level: "standard", cost: 0, tracked: true, estimatedDelivery: { minDays: 5, maxDays: 8 } },
  ],
};

describe("readQuote (the browser's check of /api/quote's answer)", () => {
  it("accepts a quote as the server sends it", () => {
    expect(readQuote(JSON.parse(JSON.stringify(quote)))).toEqual(quote);
  });

  it("keeps only the fields a quote has", () => {
    expect(readQuote({ ...quote, debug: "x", levels: [{ ...quote.levels[0], extra: 1 }] })).toEqual({
      ...quote,
      levels: [quote.levels[0]],
    });
  });

  it("refuses an error answer, a proxy's page and an empty body", () => {
    expect(readQuote({ error: "invalid", message: "Quantity too large", field: "quantity" })).toBeUndefined();
    expect(readQuote("<html>Bad gateway</html>")).toBeUndefined();
    expect(readQuote(undefined)).toBeUndefined();
    expect(readQuote(null)).toBeUndefined();
  });

  it("refuses a quote in another currency or with fractional cents", () => {
    expect(readQuote({ ...quote, currency: "EUR" })).toBeUndefined();
    expect(readQuote({ ...quote, totalPrice: 12.5 })).toBeUndefined();
  });

  it("refuses a quote whose delivery or levels are malformed", () => {
    expect(readQuote({ ...quote, estimatedDelivery: { minDays: 5 } })).toBeUndefined();
    expect(readQuote({ ...quote, levels: "standard" })).toBeUndefined();
    expect(
      readQuote({ ...quote, levels: [{ level: "standard", cost: 100, tracked: "yes" }] }),
    ).toBeUndefined();
  });
});
