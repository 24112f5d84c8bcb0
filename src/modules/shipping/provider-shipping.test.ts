import { describe, expect, it } from "vitest";
import type { CpQuote } from "@/modules/fulfilment/server";
import { ratesFromQuote, type ToUsdCents } from "./provider-shipping";

const perUsd: Record<string, number> = { USD: 1, EUR: 0.92 };
const toUsdCents: ToUsdCents = (amount, currency) =>
  perUsd[currency] === undefined ? undefined : Math.round((amount * 100) / perUsd[currency]!);

const offer = (shipping_level: string, price: string, currency = "USD", vat = "0.0000") => ({
  quote: `${shipping_level}-hash`,
  shipping_level,
  price,
  vat,
  currency,
});

const quote = (shipments: ReturnType<typeof offer>[][]): CpQuote => ({
  price: "10.0000",
  currency: "USD",
  shipments: shipments.map((quotes) => ({ items: [{ reference: "item-1" }], quotes })),
});

describe("ratesFromQuote", () => {
  it("turns each offer into a rate in USD cents, price plus VAT, with the level's days", () => {
    const rates = ratesFromQuote(quote([[offer("cp_fast", "19.9000", "USD", "1.0000")]]), toUsdCents);
    expect(rates).toEqual([{ level: "cp_fast", cost: 2090, currency: "USD", minDays: 1, maxDays: 3 }]);
  });

  it("converts offers quoted in another currency", () => {
    const [rate] = ratesFromQuote(quote([[offer("cp_ground", "9.2000", "EUR")]]), toUsdCents);
    expect(rate?.cost).toBe(1000);
  });

  it("lists the levels cheapest first", () => {
    const rates = ratesFromQuote(
      quote([[offer("cp_postal", "3.0000"), offer("cp_ground", "7.0000"), offer("cp_fast", "20.0000")]]),
      toUsdCents,
    );
    expect(rates.map((rate) => rate.level)).toEqual(["cp_postal", "cp_ground", "cp_fast"]);
  });

  it("adds up shipments and drops a level one of them cannot ship with", () => {
    const rates = ratesFromQuote(
      quote([[offer("cp_ground", "5.0000"), offer("cp_postal", "2.0000")], [offer("cp_ground", "4.0000")]]),
      toUsdCents,
    );
    expect(rates).toEqual([{ level: "cp_ground", cost: 900, currency: "USD", minDays: 3, maxDays: 5 }]);
  });

  it("gives an unknown level a cautious week and skips currencies it cannot convert", () => {
    const rates = ratesFromQuote(
      quote([[offer("cp_limited", "6.0000"), offer("cp_fast", "9.0000", "JPY")]]),
      toUsdCents,
    );
    expect(rates).toEqual([{ level: "cp_limited", cost: 600, currency: "USD", minDays: 3, maxDays: 7 }]);
  });
});
