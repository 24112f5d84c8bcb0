import { describe, expect, it } from "vitest";
import { api, item, order, quoteRequest, startSim } from "./test-support";

const money = /^\d+\.\d{4}$/;

describe("cloudprinter-sim quotes", () => {
  it("answers orders/quote in the shape of the reference's example", async () => {
    const now = Date.UTC(2026, 3, 16, 15, 32, 58);
    const sim = await startSim({ now: () => now });
    const answer = await api(sim, "orders/quote", quoteRequest({ country: "DE" }));
    expect(answer.status).toBe(200);
    const quote = answer.json;
    expect(Object.keys(quote)).toEqual([
      "price",
      "vat",
      "currency",
      "expire_date",
      "subtotals",
      "shipments",
      "invoice_currency",
      "invoice_exchange_rate",
    ]);
    expect(quote).toMatchObject({
      price: expect.stringMatching(money),
      vat: "0.0000",
      currency: "EUR",
      expire_date: "2026-04-18T15:32:58+00:00",
      subtotals: { items: expect.stringMatching(money), fee: "2.7500", app_fee: "0.0000" },
      invoice_currency: "EUR",
      invoice_exchange_rate: "1.0000",
    });
    const { items, fee, app_fee } = quote.subtotals;
    expect(Number(quote.price)).toBeCloseTo(Number(items) + Number(fee) + Number(app_fee), 4);
    expect(quote.shipments).toHaveLength(1);
    const [shipment] = quote.shipments;
    expect(shipment.total_weight).toMatch(/^\d+$/);
    expect(shipment.items).toEqual([{ reference: "item-1" }]);
    expect(shipment.quotes.map((q: { shipping_level: string }) => q.shipping_level)).toEqual([
      "cp_postal",
      "cp_ground",
      "cp_saver",
      "cp_fast",
    ]);
    expect(shipment.quotes[0]).toEqual({
      quote: expect.stringMatching(/^[0-9a-f]{64}$/),
      service: "Postal - Untracked",
      shipping_level: "cp_postal",
      shipping_option: expect.any(String),
      price: expect.stringMatching(money),
      vat: "0.0000",
      currency: "EUR",
    });
  });

  it("offers fewer levels outside Europe and the US, and charges more there", async () => {
    const sim = await startSim();
    const de = (await api(sim, "orders/quote", quoteRequest({ country: "DE" }))).json.shipments[0].quotes;
    const au = (await api(sim, "orders/quote", quoteRequest({ country: "AU" }))).json.shipments[0].quotes;
    expect(au.map((q: { shipping_level: string }) => q.shipping_level)).toEqual([
      "cp_ground",
      "cp_saver",
      "cp_fast",
    ]);
    expect(Number(au[0].price)).toBeGreaterThan(Number(de[1].price));
  });

  it("converts to the requested currency and requires a state where shipping/countries says so", async () => {
    const sim = await startSim();
    const eur = (await api(sim, "orders/quote", quoteRequest())).json;
    const thb = (await api(sim, "orders/quote", quoteRequest({ currency: "THB" }))).json;
    expect(thb).toMatchObject({ currency: "THB", invoice_exchange_rate: "38.5000" });
    expect(Number(thb.subtotals.items)).toBeCloseTo(Number(eur.subtotals.items) * 38.5, 2);
    expect((await api(sim, "orders/quote", quoteRequest({ currency: "XYZ" }))).json.error.type).toBe(
      "currency_unknown",
    );
    expect((await api(sim, "orders/quote", quoteRequest({ country: "US" }))).json.error.type).toBe(
      "state_required",
    );
    expect((await api(sim, "orders/quote", quoteRequest({ country: "US", state: "CA" }))).status).toBe(200);
  });

  it("takes a quote hash in orders/add, and refuses it expired or for another item reference", async () => {
    let now = Date.UTC(2026, 0, 1);
    const sim = await startSim({ now: () => now });
    const hashOf = async () =>
      (await api(sim, "orders/quote", quoteRequest())).json.shipments[0].quotes[0].quote as string;
    const viaQuote = (quote: string, overrides = {}) => [
      item({ shipping_level: undefined, quote, ...overrides }),
    ];

    const accepted = await api(sim, "orders/add", order("PG-Q1", { items: viaQuote(await hashOf()) }));
    expect(accepted.status).toBe(201);
    expect(sim.orders()[0]!.items[0]).toMatchObject({
      shippingLevel: "cp_ground",
      shippingOption: "DHL - Express ground",
    });

    const otherReference = await api(
      sim,
      "orders/add",
      order("PG-Q2", { items: viaQuote(await hashOf(), { reference: "line-9" }) }),
    );
    expect(otherReference.json.error.type).toBe("quote_validate_one_or_more_items_not_found_in_quote");

    const unknown = await api(sim, "orders/add", order("PG-Q3", { items: viaQuote("f".repeat(64)) }));
    expect(unknown.json.error.type).toBe("quote_unknown");

    const stale = await hashOf();
    now += 48 * 3_600_000 + 1000;
    const expired = await api(sim, "orders/add", order("PG-Q4", { items: viaQuote(stale) }));
    expect(expired).toMatchObject({ status: 400, json: { error: { type: "quote_expired" } } });
    expect(await api(sim, "orders/quote/info", { quote: stale })).toMatchObject({ status: 410 });
  });

  it("re-reads a stored quote with orders/quote/info", async () => {
    const sim = await startSim();
    const offer = (await api(sim, "orders/quote", quoteRequest())).json.shipments[0].quotes[1];
    const info = await api(sim, "orders/quote/info", { quote: offer.quote });
    expect(info.status).toBe(200);
    expect(info.json).toMatchObject({
      ...offer,
      country: "TH",
      items: [{ reference: "item-1", product: "poster_a3_fc", count: "2" }],
    });
    expect((await api(sim, "orders/quote/info", { quote: "0".repeat(64) })).status).toBe(410);
  });

  it("prices books by page count", async () => {
    const sim = await startSim();
    const book = (pages: string) =>
      quoteRequest({
        items: [
          {
            reference: "b",
            product: "photobook_cw_s210_s_fc",
            count: "1",
            options: [{ type: "total_pages", count: pages }],
          },
        ],
      });
    const thin = (await api(sim, "orders/quote", book("20"))).json;
    const thick = (await api(sim, "orders/quote", book("100"))).json;
    expect(Number(thick.subtotals.items)).toBeGreaterThan(Number(thin.subtotals.items));
    expect(Number(thick.shipments[0].total_weight)).toBeGreaterThan(Number(thin.shipments[0].total_weight));
  });
});
