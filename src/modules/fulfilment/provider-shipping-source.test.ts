import { describe, expect, it } from "vitest";
import { shippingCountries, shippingRates } from "@/modules/shipping/shipping.server";
import { freshDatabasePerTest } from "@/test/database";
import { simForTest } from "./test-print-orders";
import { providerEnvPerTest } from "./test-provider-env";

freshDatabasePerTest();
providerEnvPerTest();

const poster = [{ productReference: "poster_a3_fc", quantity: 1, options: [] }];

describe("shipping from Cloudprinter", () => {
  it("takes countries and rates from the provider when one is connected", async () => {
    await simForTest();
    const countries = await shippingCountries();
    expect(countries.find((country) => country.code === "US")).toEqual({ code: "US", requiresState: true });
    const rates = await shippingRates("US", poster);
    expect(rates[0]?.level).toBe("cp_ground");
    expect(rates.map((rate) => rate.level)).toContain("cp_fast");
    expect(rates.every((rate) => rate.currency === "USD" && Number.isInteger(rate.cost))).toBe(true);
  });

  it("falls back to the built-in table when the provider is down", async () => {
    const sim = await simForTest();
    sim.setFault({ mode: "error", status: 503 });
    const rates = await shippingRates("TH", poster);
    // The spec's fallback levels and prices (§9): ground 699 × 1.5 outside the US and Canada.
    expect(rates.find((rate) => rate.level === "cp_ground")?.cost).toBe(1049);
    expect(rates.map((rate) => rate.level)).toContain("cp_express");
  });

  it("sends a book's page count with the quote, as the provider requires", async () => {
    await simForTest();
    const rates = await shippingRates("DE", [
      {
        productReference: "photobook_cw_s210_s_fc",
        quantity: 1,
        options: [{ value: "40", providerReference: "total_pages" }],
      },
    ]);
    expect(rates.map((rate) => rate.level)).toContain("cp_ground");
    expect(rates.map((rate) => rate.level)).not.toContain("cp_express");
  });
});
