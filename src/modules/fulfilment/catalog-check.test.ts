import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ProviderMapping } from "@/modules/catalog";
import { getCatalog, seedCatalog } from "@/modules/catalog/server";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { providerCatalogChecks } from "@/server/db/schema/fulfilment";
import { jobs } from "@/server/db/schema/jobs";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { runCatalogCheck, type CheckableProduct } from "./catalog-check";
import { formatCatalogCheck } from "./catalog-check-report";
import {
  catalogAvailability,
  checkConnectedCatalog,
  checkOrderable,
  currentCatalogCheck,
} from "./catalog-check.server";
import { clientFor, providerConnection } from "./provider-connection.server";
import { providerReferencesOf } from "./provider-references";
import { saveProviderSettings } from "./provider-settings.server";
import { fakeCatalogClient, withoutAtProvider, type FakeAccount } from "./test-catalog-check";
import { simForTest } from "./test-print-orders";
import { providerEnvPerTest } from "./test-provider-env";

/** A value in the catalog's mapping, written the short way: null, "product=<ref>" or an option reference. */
function value(code: string, reference: string | null, priceModifier = 0) {
  let provider: ProviderMapping;
  if (!reference) provider = { kind: "none", reason: "test" };
  else if (reference.startsWith("product="))
    provider = { kind: "product", product: reference.slice("product=".length) };
  else {
    const count = reference === "total_pages" ? Number.parseInt(code, 10) : 1;
    provider = { kind: "options", options: [{ type: reference, count }] };
  }
  return { code, priceModifier, provider };
}

/** A poster (paper as options) and a photo book (size swaps the product, pages an option). */
const poster: CheckableProduct = {
  id: 4,
  reference: "a3-poster",
  providerReference: "poster_a3_fc",
  copiesPerUnit: 1,
  basePrice: 899,
  options: [
    {
      code: "paper",
      values: [value("standard", "poster_190pps"), value("glossy", "poster_200art_gloss", 500)],
    },
  ],
};
const book: CheckableProduct = {
  id: 2,
  reference: "photo-book",
  providerReference: "book_s210",
  copiesPerUnit: 1,
  basePrice: 2499,
  options: [
    {
      code: "size",
      values: [value("8x8", null), value("12x12", "product=book_s300", 1500)],
    },
    { code: "pages", values: [value("20", "total_pages"), value("40", "total_pages", 1000)] },
  ],
};
const account: FakeAccount = {
  poster_a3_fc: { options: ["poster_190pps", "poster_200art_gloss"], eur: 3 },
  book_s210: { options: ["total_pages"], eur: 12 },
  book_s300: { options: ["total_pages"], eur: 18 },
};
/** EUR at 0.92 per USD, as the shop's default table. */
const toUsdCents = (amount: number, currency: string) =>
  currency === "EUR"
    ? Math.round((amount * 100) / 0.92)
    : currency === "USD"
      ? Math.round(amount * 100)
      : undefined;

function check(client = fakeCatalogClient(account), products = [poster, book]) {
  return runCatalogCheck({
    client,
    products,
    connection: "simulator|http://fake/|abc",
    environment: "simulator",
    referenceCountry: "US",
    toUsdCents,
    now: () => new Date("2026-05-01T08:00:00Z"),
  });
}

describe("providerReferencesOf (the adapter to the catalog's provider data)", () => {
  it("lists the base product and each swap, and every option value with the product it prints with", () => {
    const references = providerReferencesOf(book);
    expect(references.products).toEqual(["book_s210", "book_s300"]);
    expect(references.values).toEqual([
      { optionId: "size", valueId: "8x8", product: "book_s210", optionRefs: [] },
      {
        optionId: "size",
        valueId: "12x12",
        product: "book_s300",
        optionRefs: [],
        productRef: "book_s300",
      },
      ...["20", "40"].flatMap((pages) =>
        ["book_s210", "book_s300"].map((product) => ({
          optionId: "pages",
          valueId: pages,
          product,
          optionRefs: ["total_pages"],
        })),
      ),
    ]);
  });
});

describe("the catalog check", () => {
  it("passes a catalog the account prints in full, with each product's cost against our price", async () => {
    const report = await check();
    expect(report.ok).toBe(true);
    expect(report.products.map((product) => [product.productId, product.ok, product.problems])).toEqual([
      [4, true, []],
      [2, true, []],
    ]);
    // One A3 poster: €3 → 326 US cents against our $8.99; a 20-page 8×8 book: €12 per copy.
    expect(report.products[0]!.cost).toEqual({ providerUsdCents: 326, ourUsdCents: 899, loss: false });
    expect(report.products[1]!.cost).toEqual({ providerUsdCents: 1304, ourUsdCents: 2499, loss: false });
  });

  it("fails a product whose provider product is not on the account, and its values say nothing more", async () => {
    const report = await check(
      withoutAtProvider(fakeCatalogClient(account), { withoutProducts: ["poster_a3_fc"] }),
    );
    const product = report.products.find((entry) => entry.productId === 4)!;
    expect(report.ok).toBe(false);
    expect(product).toMatchObject({ ok: false, problems: ["product poster_a3_fc is not on the account"] });
    expect(product.cost).toBeUndefined();
    expect(report.products.find((entry) => entry.productId === 2)!.ok).toBe(true);
  });

  it("fails only the value whose option reference the product lacks", async () => {
    const report = await check(
      withoutAtProvider(fakeCatalogClient(account), {
        withoutOptions: [{ product: "poster_a3_fc", option: "poster_200art_gloss" }],
      }),
    );
    const product = report.products.find((entry) => entry.productId === 4)!;
    expect(product.ok).toBe(true);
    expect(product.values).toEqual([
      { optionId: "paper", valueId: "standard", ok: true },
      {
        optionId: "paper",
        valueId: "glossy",
        ok: false,
        problem: "option poster_200art_gloss is not an option of poster_a3_fc",
      },
    ]);
    expect(report.ok).toBe(false);
  });

  it("fails a value that swaps to a missing product, and values that need an option the swapped product lacks", async () => {
    const swapGone = await check(
      withoutAtProvider(fakeCatalogClient(account), { withoutProducts: ["book_s300"] }),
    );
    const bookGone = swapGone.products.find((entry) => entry.productId === 2)!;
    expect(bookGone.ok).toBe(true);
    expect(bookGone.values.filter((entry) => !entry.ok)).toEqual([
      {
        optionId: "size",
        valueId: "12x12",
        ok: false,
        problem: "product book_s300 (this value prints as) is not on the account",
      },
    ]);

    const pagesGone = await check(
      withoutAtProvider(fakeCatalogClient(account), {
        withoutOptions: [{ product: "book_s300", option: "total_pages" }],
      }),
    );
    const pages = pagesGone.products.find((entry) => entry.productId === 2)!;
    expect(pages.values.filter((entry) => !entry.ok).map((entry) => [entry.valueId, entry.problem])).toEqual([
      ["20", "option total_pages is not an option of book_s300 (used with it)"],
      ["40", "option total_pages is not an option of book_s300 (used with it)"],
    ]);
    expect(pages).toMatchObject({ ok: false, problems: ["no value of option pages can be printed"] });
  });

  it("flags a product the provider charges more for than we do, and leaves it orderable", async () => {
    const report = await check(
      fakeCatalogClient({ ...account, poster_a3_fc: { ...account.poster_a3_fc!, eur: 9 } }),
    );
    const product = report.products.find((entry) => entry.productId === 4)!;
    expect(product).toMatchObject({
      ok: true,
      cost: { providerUsdCents: 978, ourUsdCents: 899, loss: true },
    });
    expect(report.ok).toBe(true);
  });

  it("quotes with the first printable value when the default one cannot be printed", async () => {
    const report = await check(
      withoutAtProvider(fakeCatalogClient(account), {
        withoutOptions: [{ product: "poster_a3_fc", option: "poster_190pps" }],
      }),
    );
    // "glossy" (+$5.00) is the first value left: our price is $13.99.
    expect(report.products.find((entry) => entry.productId === 4)!.cost?.ourUsdCents).toBe(1399);
  });
});

const testDb = freshDatabasePerTest();
providerEnvPerTest();

describe(`the catalog check, stored and applied (${testEngine})`, () => {
  it("finds every product and option of our catalog on the simulator, none sold at a loss", async () => {
    // The shipped catalog is the subject here: every product the shop sells is printed, and not at a loss.
    await seedCatalog(testDb.current);
    await simForTest();
    const report = await checkConnectedCatalog();
    expect(report).toBeDefined();
    const failures = report!.products.flatMap((product) => [
      ...product.problems.map((problem) => `${product.productReference}: ${problem}`),
      ...product.values.flatMap((entry) =>
        entry.ok ? [] : [`${product.productReference}: ${entry.problem}`],
      ),
    ]);
    expect(failures).toEqual([]);
    expect(report!.ok).toBe(true);
    expect(report!.products).toHaveLength((await getCatalog()).products.length);
    for (const product of report!.products) {
      expect(product.cost, product.productReference).toBeDefined();
      expect(product.cost!.loss, product.productReference).toBe(false);
    }
    const [stored] = await testDb.current.select().from(providerCatalogChecks);
    expect(stored).toMatchObject({ ok: true, connection: report!.connection });
    expect(await catalogAvailability()).toEqual(new Map());
  });

  it("makes what failed unorderable while that provider is connected, and everything else orderable", async () => {
    await seedTestCatalog(testDb.current);
    // No check yet for this connection: everything is orderable.
    expect(await checkOrderable(4, { paper: "premium-matte" })).toEqual({ ok: true });

    // The simulator's account lacks one option (the A3 poster's premium matte paper) and one product.
    const sim = await simForTest({
      withoutProducts: ["flyer_ss_a5_fc"],
      withoutOptions: [{ product: "poster_a3_fc", option: "poster_200art_matt" }],
    });
    const connection = (await providerConnection())!;
    expect(connection.baseUrl).toBe(sim.baseUrl);
    await checkConnectedCatalog();
    expect(await checkOrderable(4, { paper: "premium-matte" })).toEqual({
      ok: false,
      error: "valueUnavailable",
      optionId: "paper",
      valueId: "premium-matte",
    });
    expect(await checkOrderable(4, { paper: "standard" })).toEqual({ ok: true });
    expect(await checkOrderable(5, { paper: "gloss-170", pack: "100" })).toEqual({
      ok: false,
      error: "productUnavailable",
    });
    expect((await catalogAvailability()).get(4)).toEqual({
      orderable: true,
      unavailableValues: { paper: ["premium-matte"] },
    });

    // The provider prints them again: the next report replaces the cached one at once.
    sim.restoreToCatalog();
    await checkConnectedCatalog();
    expect(await checkOrderable(4, { paper: "premium-matte" })).toEqual({ ok: true });
    expect(await currentCatalogCheck()).toMatchObject({ ok: true });
  });

  it("applies a report only to the connection it was made for", async () => {
    await seedTestCatalog(testDb.current);
    await simForTest();
    const connection = (await providerConnection())!;
    await checkConnectedCatalog({
      client: withoutAtProvider(clientFor(connection), { withoutProducts: ["flyer_ss_a5_fc"] }),
    });
    expect((await checkOrderable(5, {})).ok).toBe(false);
    // Another account (another key) has no report yet: everything is orderable.
    process.env.CLOUDPRINTER_API_KEY = "cp_other_account";
    const { resetProcessCaches } = await import("@/server/cache");
    resetProcessCaches();
    expect((await checkOrderable(5, {})).ok).toBe(true);
  });

  it("queues a check when staff save the provider settings", async () => {
    await saveProviderSettings({ environment: "simulator" }, testDb.current);
    const queued = await testDb.current.select().from(jobs).where(eq(jobs.kind, "provider.catalog-check"));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.payload).toMatchObject({ reason: "settings-saved" });
  });
});

describe("the printed report", () => {
  it("says OK or what failed per product, the unavailable values, and the counts with losses", async () => {
    const report = await check(
      withoutAtProvider(
        fakeCatalogClient({ ...account, poster_a3_fc: { options: ["poster_190pps"], eur: 9 } }),
        { withoutProducts: ["book_s210"] },
      ),
    );
    const lines = formatCatalogCheck(report);
    expect(lines[0]).toMatch(/^PARTLY\s+a3-poster\s+poster_a3_fc\s+provider \$9\.78 \/ ours \$8\.99\s+LOSS$/);
    expect(lines[1]).toBe(
      "        paper=glossy unavailable: option poster_200art_gloss is not an option of poster_a3_fc",
    );
    expect(lines[2]).toMatch(/^FAILED\s+photo-book\s+book_s210\s+product book_s210 is not on the account$/);
    expect(lines.at(-1)).toBe(
      "2 products: 1 orderable, 1 unavailable; 1 option values unavailable; 1 sold at a loss (a3-poster).",
    );
  });
});
