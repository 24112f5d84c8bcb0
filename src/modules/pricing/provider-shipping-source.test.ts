import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { quote } from "./quote.server";
import type { QuoteRequest } from "./quote-request";
import { shippingCountries, shippingRates } from "@/modules/shipping/server";
import { providerLogs } from "@/server/db/schema/fulfilment";
import { freshDatabasePerTest } from "@/test/database";
import { simForTest, providerEnvPerTest } from "@/modules/fulfilment/testing";
import { saveProviderSettings } from "@/modules/fulfilment/server";
import { EXCHANGE_RATES_TAG } from "@/modules/money/server";
import { invalidateTags, invalidationsHeard } from "@/server/cache";

const testDb = freshDatabasePerTest();
providerEnvPerTest();

const poster = [{ product: "poster_a3_fc", options: [], count: 1 }];

/** Three boxes of 500 glossy cards to Germany: the quote the provider-cache tests ask. */
const cards: QuoteRequest = {
  productId: 1,
  quantity: 3,
  options: { finish: "gloss", pack: "500" },
  country: "DE",
};

/**
 * On PostgreSQL a change's own invalidation comes back a moment later and empties the caches again;
 * counting tests wait for it, or it would cost one more provider call at a random point.
 */
const settled = invalidationsHeard;

/** How many quotes reached the provider (its log of `orders/quote` calls). */
const providerQuotes = async () =>
  (await testDb.current.select().from(providerLogs).where(eq(providerLogs.path, "orders/quote"))).length;

describe("shipping from Cloudprinter", () => {
  it("takes countries and rates from the provider when one is connected", async () => {
    await simForTest();
    const countries = await shippingCountries();
    expect(countries.find((country) => country.code === "US")).toEqual({ code: "US", requiresState: true });
    const rates = await shippingRates("US", poster);
    const costs = rates.map((rate) => rate.cost);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    expect(rates.map((rate) => rate.level)).toContain("cp_ground");
    expect(rates.map((rate) => rate.level)).toContain("cp_fast");
    expect(rates.every((rate) => rate.currency === "USD" && Number.isInteger(rate.cost))).toBe(true);
  });

  it("falls back to the built-in table when the provider is down", async () => {
    const sim = await simForTest();
    sim.setFault({ mode: "error", status: 503 });
    const rates = await shippingRates("TH", poster);
    // The built-in levels and prices (docs/product-rules.md#shipping): ground 699 × 1.5 outside the US and Canada.
    expect(rates.find((rate) => rate.level === "cp_ground")?.cost).toBe(1049);
    expect(rates.map((rate) => rate.level)).toContain("cp_express");
  });

  it("sends a book's page count with the quote, as the provider requires", async () => {
    await simForTest();
    const rates = await shippingRates("DE", [
      { product: "photobook_cw_s210_s_fc", options: [{ type: "total_pages", count: 40 }], count: 1 },
    ]);
    expect(rates.map((rate) => rate.level)).toContain("cp_ground");
    expect(rates.map((rate) => rate.level)).not.toContain("cp_express");
  });

  it("asks the provider once for the same quote, and again only when what it prices changes", async () => {
    await simForTest();
    await seedTestCatalog(testDb.current);
    await settled();
    const ground: QuoteRequest = { ...cards, shippingLevel: "cp_ground" };
    const ask = async (request: QuoteRequest) => expect((await quote(request, "en")).ok).toBe(true);

    for (let i = 0; i < 20; i++) await ask(ground);
    expect(await providerQuotes()).toBe(1);
    // Cards per box reach the provider as copies (3 boxes of 1,000 = 3,000 cards): another quote.
    await ask({ ...ground, options: { finish: "gloss", pack: "1000" } });
    expect(await providerQuotes()).toBe(2);
    // 6 boxes of 250 and 3 boxes of 500 print the same 1,500 cards: the same quote.
    await ask({ ...ground, quantity: 6, options: { finish: "gloss", pack: "250" } });
    expect(await providerQuotes()).toBe(2);

    await ask({ ...ground, quantity: 4 });
    expect(await providerQuotes()).toBe(3);
    await ask({ ...ground, options: { finish: "matte", pack: "500" } });
    expect(await providerQuotes()).toBe(4);
    await ask({ ...ground, country: "FR" });
    expect(await providerQuotes()).toBe(5);
    await ask(ground);
    expect(await providerQuotes()).toBe(5);
  });

  it("asks the provider once when many visitors ask the same quote at the same time", async () => {
    await simForTest();
    await seedTestCatalog(testDb.current);
    await settled();
    const answers = await Promise.all(Array.from({ length: 10 }, () => quote(cards, "en")));
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await providerQuotes()).toBe(1);
  });

  it("asks the provider again after the provider settings are saved or the exchange rates change", async () => {
    await simForTest();
    await seedTestCatalog(testDb.current);
    await settled();
    const ask = async () => expect((await quote(cards, "en")).ok).toBe(true);

    await ask();
    await ask();
    expect(await providerQuotes()).toBe(1);
    // The same account (the key in the environment wins): saving still means "use what the provider says now".
    await saveProviderSettings({ environment: "simulator" }, testDb.current);
    await settled();
    await ask();
    expect(await providerQuotes()).toBe(2);
    // Answers in another currency are converted with the exchange table, so new rates mean new answers.
    await invalidateTags([EXCHANGE_RATES_TAG]);
    await settled();
    await ask();
    expect(await providerQuotes()).toBe(3);
    await ask();
    expect(await providerQuotes()).toBe(3);
  });
});
