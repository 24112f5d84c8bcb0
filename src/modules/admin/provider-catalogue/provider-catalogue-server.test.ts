import { describe, expect, it } from "vitest";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { providerEnvPerTest, simForTest } from "@/modules/fulfilment/testing";
import { checkConnectedCatalog } from "@/modules/fulfilment/server";
import { invalidationsHeard } from "@/server/cache";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { providerCatalogue, providerCost, providerProduct } from "./provider-catalogue.server";

// The server side against the real simulator (over HTTP) and a real database (exchange rates, log).
const testDb = freshDatabasePerTest();
providerEnvPerTest();

const CARD = "businesscard_ss_int_bc_fc";

describe(`the provider catalogue (${testEngine})`, () => {
  it("lists the account's products with categories and from prices", async () => {
    await simForTest();
    const result = await providerCatalogue();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const card = result.data.find((product) => product.reference === CARD);
    expect(card).toMatchObject({ category: "Business cards", currency: "EUR" });
    expect(card!.fromPrice).toBeGreaterThan(0);
    expect(result.data.length).toBeGreaterThan(10);
  });

  it("gives one product's families with their defaults and its specs, and null for an unknown one", async () => {
    await simForTest();
    const result = await providerProduct(CARD);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const product = result.data!;
    expect(product).toMatchObject({ reference: CARD, category: "Business cards" });
    expect(product.families.map((family) => family.family)).toEqual([
      "type_product_material",
      "type_sheet_product_finish",
      "type_product_shape",
    ]);
    const finish = product.families[1]!;
    expect(finish.optional).toBe(false);
    expect(finish.values.filter((value) => value.isDefault).map((value) => value.reference)).toEqual([
      "product_finish_none",
    ]);
    expect(product.specs).toMatchObject({ trimWidthMm: 85, trimHeightMm: 55, bleedMm: 3 });
    expect(product.rawSpecs.length).toBeGreaterThanOrEqual(3);

    expect(await providerProduct("no_such_product")).toEqual({ ok: true, data: null });
  });

  it("prices a choice in the provider's currency and in USD, more for more copies", async () => {
    await simForTest();
    const cost = (quantity: number, country = "TH") =>
      providerCost({ reference: CARD, options: ["product_finish_gloss"], country, quantity });
    const small = await cost(100);
    const large = await cost(1000);
    expect(small.ok && large.ok).toBe(true);
    if (!small.ok || !large.ok) return;
    expect(small.data.currency).toBe("EUR");
    expect(small.data.usdCents).toBeGreaterThan(0);
    expect(large.data.usdCents!).toBeGreaterThan(small.data.usdCents!);
    // A country that requires a state (US) is priced with the first of its states.
    expect((await cost(100, "US")).ok).toBe(true);
  });

  it("says why the provider could not answer instead of failing", async () => {
    const sim = await simForTest();
    expect(
      await providerCost({ reference: CARD, options: ["no_such_option"], country: "TH", quantity: 1 }),
    ).toMatchObject({
      ok: false,
      error: { code: "rejected", detail: expect.stringContaining("no_such_option") },
    });
    sim.setFault({ mode: "error", status: 503, paths: ["products"] });
    expect(await providerCatalogue()).toEqual({ ok: false, error: { code: "failed" } });
    // No answer: the connection dropped.
    sim.setFault({ mode: "timeout", delayMs: 20, paths: ["products/info"] });
    expect(await providerProduct("poster_a3_fc")).toEqual({ ok: false, error: { code: "unreachable" } });
  });

  it("keeps the list per connection until a catalog check stores a report", async () => {
    await seedTestCatalog(testDb.current);
    const sim = await simForTest();
    // On PostgreSQL the setup's own invalidations come back a moment later and empty the caches;
    // wait for them, or they empty the list this test has just cached.
    await invalidationsHeard();
    const references = async () => {
      const result = await providerCatalogue();
      return result.ok ? result.data.map((product) => product.reference) : [];
    };
    expect(await references()).toContain("poster_a4_fc");
    sim.removeFromCatalog({ product: "poster_a4_fc" });
    expect(await references()).toContain("poster_a4_fc");
    await checkConnectedCatalog();
    expect(await references()).not.toContain("poster_a4_fc");
  });
});
