import { describe, expect, it, onTestFinished } from "vitest";
import { startCloudprinterSim } from "../../../tools/cloudprinter-sim/server";
import { createCloudCoreClient, type CloudCoreExchange } from "./cloudcore-client";
import { CloudCoreError } from "./cloudcore-error";
import type { CpNewOrder } from "./cloudcore-schemas";

// The client against the simulator over real HTTP: every endpoint, and each error status the
// protocol documents (docs/cloudprinter.md §1.5), as the shop will meet them.
const API_KEY = "cp_contract_key";

async function setup(options: { apiKey?: string; timeoutMs?: number } = {}) {
  const sim = await startCloudprinterSim({ apiKey: API_KEY, webhookKey: "cp_contract_signal", stepMs: 0 });
  onTestFinished(() => sim.close());
  const exchanges: CloudCoreExchange[] = [];
  const client = createCloudCoreClient({
    baseUrl: sim.baseUrl,
    apiKey: options.apiKey ?? API_KEY,
    timeoutMs: options.timeoutMs ?? 5000,
    onExchange: (exchange) => void exchanges.push(exchange),
  });
  return { sim, client, exchanges };
}

function newOrder(reference: string, overrides: Partial<CpNewOrder> = {}): CpNewOrder {
  return {
    reference,
    email: "support@printgo.app",
    addresses: [
      {
        type: "delivery",
        firstname: "Ann",
        lastname: "Smith",
        street1: "1 Main Street",
        zip: "10001",
        city: "New York",
        state: "NY",
        country: "US",
        email: "ann@example.com",
        phone: "+1 212 555 0100",
      },
    ],
    items: [
      {
        reference: `${reference}-0`,
        product: "businesscard_ss_int_bc_fc",
        count: "100",
        shipping_level: "cp_ground",
        files: [{ type: "product", url: "https://files.example/card.pdf", md5sum: "0".repeat(32) }],
        options: [{ type: "product_finish_gloss", count: "1" }],
      },
    ],
    ...overrides,
  };
}

async function rejection(promise: Promise<unknown>): Promise<CloudCoreError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CloudCoreError);
  return error as CloudCoreError;
}

describe("CloudCore client against the simulator", () => {
  it("adds an order (201) and reads it back with info, list and log", async () => {
    const { client } = await setup();
    const added = await client.addOrder(newOrder("PG-CONTRACT1"));
    expect(added.order).toMatch(/^\d+$/);
    const info = await client.orderInfo("PG-CONTRACT1");
    expect(info).toMatchObject({ reference: "PG-CONTRACT1", state: "1" });
    expect(info?.is_cancelable).toBe(true);
    expect((await client.listOrders()).map((order) => order.reference)).toContain("PG-CONTRACT1");
    expect((await client.orderLog("PG-CONTRACT1"))?.length).toBeGreaterThan(0);
  });

  it("answers null for an unknown order (410 info, 204 log) instead of failing", async () => {
    const { client } = await setup();
    expect(await client.orderInfo("PG-NOPE0000")).toBeNull();
    expect(await client.orderLog("PG-NOPE0000")).toBeNull();
  });

  it("turns a 400 into a non-retryable error carrying the provider's message and type", async () => {
    const { client } = await setup();
    const order = newOrder("PG-CONTRACT2");
    const error = await rejection(
      client.addOrder({ ...order, addresses: [{ ...order.addresses[0]!, city: "" }] }),
    );
    expect(error).toMatchObject({ kind: "http", status: 400 });
    expect(error.retryable).toBe(false);
    expect(error.type).toBeTruthy();
    expect(error.detail).not.toMatch(/^HTTP/);
  });

  it("refuses a second order with the same reference", async () => {
    const { client } = await setup();
    await client.addOrder(newOrder("PG-CONTRACT3"));
    const error = await rejection(client.addOrder(newOrder("PG-CONTRACT3")));
    expect(error.status).toBe(400);
  });

  it("reports a wrong key (403) as a non-retryable error", async () => {
    const { client } = await setup({ apiKey: "wrong" });
    const error = await rejection(client.products());
    expect(error).toMatchObject({ status: 403, detail: "invalid or missing API key" });
    expect(error.retryable).toBe(false);
  });

  it("cancels before production, refuses once production started (409), and says not found (410)", async () => {
    const { sim, client } = await setup();
    await client.addOrder(newOrder("PG-CANCEL01"));
    expect(await client.cancelOrder("PG-CANCEL01")).toBe("cancelled");
    await client.addOrder(newOrder("PG-CANCEL02"));
    await sim.advanceTo("PG-CANCEL02", "in_production");
    expect(await client.cancelOrder("PG-CANCEL02")).toBe("not_cancelable");
    expect(await client.cancelOrder("PG-CANCEL03")).toBe("not_found");
  });

  it("quotes shipping per level with hashes, in the currency asked for", async () => {
    const { client } = await setup();
    const quote = await client.quote({
      country: "DE",
      currency: "USD",
      items: [{ reference: "item-1", product: "poster_a3_fc", count: "2", options: [] }],
    });
    expect(quote.currency).toBe("USD");
    const offers = quote.shipments.flatMap((shipment) => shipment.quotes);
    expect(offers.map((offer) => offer.shipping_level)).toContain("cp_ground");
    expect(offers.every((offer) => /^[0-9a-f]{16,}$/.test(offer.quote))).toBe(true);
  });

  it("looks prices up without shipping, in the account's currency, growing with the count", async () => {
    const { client } = await setup();
    const lookup = (count: string) =>
      client.pricesLookup({
        country: "DE",
        items: [
          {
            reference: "item-1",
            product: "businesscard_ss_int_bc_fc",
            count,
            options: [{ type: "product_finish_gloss", count: "1" }],
          },
        ],
      });
    const small = await lookup("100");
    expect(small.currency).toBe("EUR");
    expect(small.shipments).toBeUndefined();
    expect(Number(small.price)).toBeGreaterThan(0);
    expect(Number((await lookup("1000")).price)).toBeGreaterThan(Number(small.price));
  });

  it("reads the catalog, one product's options, and 204 for a product it does not have", async () => {
    const { client } = await setup();
    const products = await client.products();
    expect(products.map((product) => product.reference)).toContain("photobook_cw_s210_s_fc");
    const info = await client.productInfo("poster_a3_fc");
    expect(info?.options.map((option) => option.reference)).toContain("poster_190pps");
    expect(await client.productInfo("no_such_product")).toBeNull();
  });

  it("lists shipping levels, countries with require_state, and a country's states", async () => {
    const { client } = await setup();
    const levels = await client.shippingLevels();
    expect(levels.map((level) => level.shipping_level_reference)).toEqual(
      expect.arrayContaining(["cp_postal", "cp_ground", "cp_saver", "cp_fast"]),
    );
    const countries = await client.shippingCountries();
    expect(countries.find((country) => country.country_reference === "US")?.require_state).toBe(true);
    expect(countries.find((country) => country.country_reference === "TH")?.require_state).toBe(false);
    const states = await client.shippingStates("US");
    expect(states.map((state) => state.state_reference)).toContain("NY");
  });

  it("reports a 5xx and a timeout as retryable", async () => {
    const { sim, client } = await setup({ timeoutMs: 300 });
    sim.setFault({ mode: "error", status: 503, count: 1 });
    const serverError = await rejection(client.products());
    expect(serverError).toMatchObject({ kind: "http", status: 503 });
    expect(serverError.retryable).toBe(true);
    sim.setFault({ mode: "timeout", delayMs: 2000, count: 1 });
    const timeout = await rejection(client.products());
    expect(timeout.kind).toBe("timeout");
    expect(timeout.retryable).toBe(true);
    expect((await client.products()).length).toBeGreaterThan(0);
  });

  it("logs every call with the key redacted, the status and a correlation id", async () => {
    const { client, exchanges } = await setup();
    await client.products();
    await client.orderInfo("PG-NOPE0000");
    expect(exchanges.map((exchange) => [exchange.path, exchange.status])).toEqual([
      ["products", 200],
      ["orders/info", 410],
    ]);
    expect(JSON.stringify(exchanges)).not.toContain(API_KEY);
    expect(exchanges[1]?.requestBody).toEqual({ apikey: "[redacted]", reference: "PG-NOPE0000" });
    expect(exchanges[0]?.correlationId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
