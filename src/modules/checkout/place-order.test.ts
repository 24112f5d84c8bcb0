import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as stripeWebhook } from "@/app/api/webhooks/stripe/route";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { simForTest, providerEnvPerTest } from "@/modules/fulfilment/testing";
import { startTestPayments, type PaymentsHarness } from "@/modules/payments/testing";
import { resetProcessCaches } from "@/server/cache";
import { cartLines } from "@/server/db/schema/cart";
import { orderItems, orders } from "@/server/db/schema/orders";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import { placeOrder, type PlaceOrderResult } from "./actions";
import { seedExchangeRates, setExchangeRate } from "@/modules/money/server";
import { cartWith, cartWithBusinessCards, EXPECTED_TOTAL, validCheckout } from "./test-orders";
import { markEdgeInFront } from "@/server/http/edge/edge-headers";
import { eventually } from "@/test/eventually";

vi.mock("next-intl/server", () => ({
  getLocale: async () => "en",
  getTranslations: async () => (key: string) =>
    ({ shipping: "Shipping", paymentFees: "Payment fees" })[key] ?? key,
}));
// The client address header is trusted only behind the custom server (scripts/serve.ts), as here.
markEdgeInFront();
// The action reads the request's cookies, locale and translations; outside Next.js these stand in.
vi.mock("next/headers", () => import("@/test/next-headers"));
vi.mock("next/server", () => ({ after: (task: () => unknown) => void Promise.resolve().then(task) }));

const testDb = freshDatabasePerTest();
const nextRequest = nextRequestPerTest({
  clientAddress: () => `203.0.113.${Math.floor(Math.random() * 250)}`,
});
let payments: PaymentsHarness;

/** The cart the browser's cookie names: the one the test made. */
const cartInCookie = () => nextRequest.jar.get("cart")!.value;

beforeAll(async () => {
  payments = await startTestPayments(stripeWebhook);
});
afterAll(() => payments.close());

function placed(result: PlaceOrderResult) {
  if (!result.ok) throw new Error(`expected an order, got ${JSON.stringify(result)}`);
  return result;
}

async function ordersInDb() {
  return testDb.current.select().from(orders);
}

/** How many Checkout Sessions the payment simulator has opened (it is shared by every test here). */
async function simulatorSessionCount(): Promise<number> {
  const response = await fetch(`${payments.sim.url}/_sim/sessions`, {
    headers: { authorization: `Bearer ${payments.sim.controlToken}` },
  });
  return ((await response.json()) as unknown[]).length;
}

describe(`placing an order (${testEngine})`, () => {
  beforeEach(async () => {
    await seedTestCatalog(testDb.current);
    await seedExchangeRates(testDb.current);
    nextRequest.jar.set("cart", { value: await cartWithBusinessCards(testDb.current) });
  });

  it("charges the catalog's prices whatever amounts the browser sends", async () => {
    const tampered = {
      ...validCheckout(),
      totalAmount: 1,
      shippingCost: 0,
      items: [{ productId: 1, price: 1 }],
    };
    const result = placed(await placeOrder(tampered));
    const [order] = await ordersInDb();
    expect(order).toMatchObject({
      number: result.orderNumber,
      status: "pending",
      paymentStatus: "unpaid",
      subtotal: 5998,
      shippingCost: 699,
      paymentFee: 224,
      total: EXPECTED_TOTAL,
    });
    expect(order!.number).toMatch(/^PG-[A-Z2-9]{8}$/);
    const items = await testDb.current.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(items).toMatchObject([
      { quantity: 2, unitPrice: 2999, lineTotal: 5998, name: "Premium Business Cards" },
    ]);
    const session = await (
      await fetch(`${payments.sim.url}/v1/checkout/sessions/${order!.paymentSessionId}`, {
        headers: { authorization: "Bearer sk_test_printgo" },
      })
    ).json();
    expect(session).toMatchObject({
      amount_total: EXPECTED_TOTAL,
      currency: "usd",
      client_reference_id: order!.id,
    });
    expect(result.url).toBe(session.url);
  });

  it("prices, records and charges a baht visitor's order in whole baht at the day's rate, locked with the order", async () => {
    nextRequest.jar.set("currency", { value: "THB" });
    const result = placed(await placeOrder(validCheckout()));
    const [order] = await ordersInDb();
    // At ฿34.5 per $: unit $29.99 = ฿1,034.66 → ฿1,035; × 2 = ฿2,070; ground $6.99 = ฿241.16 → ฿241;
    // fee 2.9 % × ฿2,311 = ฿67.02 → ฿67, + $0.30 = ฿10.35 → ฿10; total ฿2,388 (in satang).
    expect(order).toMatchObject({
      currency: "THB",
      exchangeRate: "34.500000",
      subtotal: 207_000,
      shippingCost: 24_100,
      paymentFee: 7_700,
      total: 238_800,
      totalUsd: Math.round(238_800 / 34.5),
    });
    const items = await testDb.current.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(items).toMatchObject([{ quantity: 2, unitPrice: 103_500, lineTotal: 207_000 }]);
    const session = await (
      await fetch(`${payments.sim.url}/v1/checkout/sessions/${order!.paymentSessionId}`, {
        headers: { authorization: "Bearer sk_test_printgo" },
      })
    ).json();
    expect(session).toMatchObject({ amount_total: 238_800, currency: "thb" });
    expect(result.url).toBe(session.url);

    // The rate changes before the customer pays: the order keeps its amounts and is paid as placed.
    await testDb.current.transaction((tx) => setExchangeRate(tx, "THB", 40));
    resetProcessCaches();
    const pay = await fetch(`${payments.sim.url}/_sim/sessions/${order!.paymentSessionId}/pay`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${payments.sim.controlToken}` },
      body: JSON.stringify({ method: "card" }),
    });
    expect(pay.ok).toBe(true);
    await expect.poll(async () => (await ordersInDb())[0]?.paymentStatus, eventually).toBe("paid");
    expect((await ordersInDb())[0]).toMatchObject({ total: 238_800, exchangeRate: "34.500000" });
  });

  it("charges nothing when the currency changed since the page showed the total, and answers the new figure", async () => {
    // The checkout page showed ฿2,388 (two boxes of cards, ground, card fee); another tab then chose euros.
    nextRequest.jar.set("currency", { value: "EUR" });
    const sessionsBefore = await simulatorSessionCount();
    const result = await placeOrder({ ...validCheckout(), shown: { currency: "THB", total: 238_800 } });
    // At €0.92 per $: 2 × €27.59 + ground €6.43 + fee €1.79 + €0.28.
    expect(result).toEqual({
      ok: false,
      error: "totalChanged",
      currency: "EUR",
      total: 2 * 2759 + 643 + 207,
    });
    expect(await ordersInDb()).toEqual([]);
    expect(await simulatorSessionCount()).toBe(sessionsBefore);
    // Placed again with the figure it now shows, the order is charged exactly that.
    placed(await placeOrder({ ...validCheckout(), shown: { currency: "EUR", total: 2 * 2759 + 643 + 207 } }));
    expect((await ordersInDb())[0]).toMatchObject({ currency: "EUR", total: 2 * 2759 + 643 + 207 });
  });

  it("charges nothing when the total changed in the same currency (a new rate), and answers the new figure", async () => {
    nextRequest.jar.set("currency", { value: "THB" });
    await testDb.current.transaction((tx) => setExchangeRate(tx, "THB", 40));
    resetProcessCaches();
    const result = await placeOrder({ ...validCheckout(), shown: { currency: "THB", total: 238_800 } });
    expect(result).toMatchObject({ ok: false, error: "totalChanged", currency: "THB" });
    expect(result).not.toMatchObject({ total: 238_800 });
    expect(await ordersInDb()).toEqual([]);
  });

  it("refuses a shown total no order could have as invalid, before pricing anything", async () => {
    for (const total of [2147483648, 1e308, -1, Number.NaN, 2.5]) {
      const result = await placeOrder({ ...validCheckout(), shown: { currency: "USD", total } });
      expect(result).toMatchObject({ ok: false, error: "invalid" });
    }
    const result = await placeOrder({ ...validCheckout(), shown: { currency: "XYZ", total: 100 } });
    expect(result).toMatchObject({ ok: false, error: "invalid" });
    expect(await ordersInDb()).toEqual([]);
  });

  it("prices the next order at a rate staff have just changed (the cached rates are emptied by the change)", async () => {
    nextRequest.jar.set("currency", { value: "THB" });
    placed(await placeOrder(validCheckout()));
    await testDb.current.transaction((tx) => setExchangeRate(tx, "THB", 40));
    nextRequest.jar.set("cart", { value: await cartWithBusinessCards(testDb.current) });
    placed(await placeOrder(validCheckout()));
    const rates = (await ordersInDb()).map((order) => order.exchangeRate).sort();
    expect(rates).toEqual(["34.500000", "40.000000"]);
  });

  it("charges euros in cents at the euro's rate", async () => {
    nextRequest.jar.set("currency", { value: "EUR" });
    placed(await placeOrder(validCheckout()));
    const [order] = await ordersInDb();
    // $29.99 × 0.92 = €27.59; ground €6.43; fee round(2.9 % × 6161) + round(30 × 0.92) = 179 + 28
    expect(order).toMatchObject({
      currency: "EUR",
      subtotal: 2 * 2759,
      shippingCost: 643,
      paymentFee: 179 + 28,
      total: 2 * 2759 + 643 + 207,
    });
  });

  it("ships an order free from the shop's threshold, and charges the fee on the subtotal only", async () => {
    nextRequest.jar.set("cart", {
      value: await cartWith(testDb.current, [
        { productId: 1, options: { finish: "gloss", pack: "500" }, quantity: 3 },
      ]),
    });
    placed(await placeOrder(validCheckout()));
    const [order] = await ordersInDb();
    // 3 × $29.99 = $89.97 ≥ $75: no shipping; fee round(8997 × 2.9 %) + 30 = 261 + 30.
    expect(order).toMatchObject({ subtotal: 8997, shippingCost: 0, paymentFee: 291, total: 8997 + 291 });
  });

  it("charges the PayPal fee when PayPal is chosen", async () => {
    placed(await placeOrder({ ...validCheckout(), paymentMethod: "paypal" }));
    const [order] = await ordersInDb();
    // round((5998 + 699) × 3.4%) + 30 = 228 + 30
    expect(order).toMatchObject({ paymentMethod: "paypal", paymentFee: 258, total: 5998 + 699 + 258 });
  });

  it("makes one order and one payment page when the button is pressed twice", async () => {
    const input = validCheckout();
    const [first, second] = await Promise.all([placeOrder(input), placeOrder(input)]);
    expect(placed(first).url).toBe(placed(second).url);
    expect(await ordersInDb()).toHaveLength(1);
  });

  it("names each missing field and writes nothing", async () => {
    const input = validCheckout();
    const result = await placeOrder({
      ...input,
      address: { ...input.address, name: " ", city: "" },
      contact: { email: "no-at-sign", phone: "" },
    });
    expect(result).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: {
        name: "nameRequired",
        city: "cityRequired",
        email: "emailInvalid",
        phone: "phoneRequired",
      },
    });
    expect(await ordersInDb()).toHaveLength(0);
  });

  it("refuses control characters in address and contact fields with a field error, writing nothing", async () => {
    const input = validCheckout();
    const result = await placeOrder({
      ...input,
      address: { ...input.address, name: "Som\u0000chai", company: "\u001b[31mACME", city: "Austin\n" },
      contact: { ...input.contact, phone: "+1 512\u0000555 0100" },
    });
    expect(result).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: {
        name: "controlCharacters",
        company: "controlCharacters",
        phone: "controlCharacters",
      },
    });
    expect(await ordersInDb()).toHaveLength(0);
  });

  it("refuses an e-mail the order tracking would refuse, with the field error", async () => {
    const input = validCheckout();
    const email = 'x"<svg/onload=alert(3)>@example.com';
    const result = await placeOrder({ ...input, contact: { ...input.contact, email } });
    expect(result).toEqual({ ok: false, error: "invalid", fieldErrors: { email: "emailInvalid" } });
    expect(await ordersInDb()).toHaveLength(0);
  });

  it("refuses a US order without a state", async () => {
    const input = validCheckout();
    const result = await placeOrder({ ...input, address: { ...input.address, state: " " } });
    expect(result).toEqual({ ok: false, error: "invalid", fieldErrors: { state: "stateRequired" } });
    const named = await placeOrder({ ...input, address: { ...input.address, state: "New York" } });
    expect(named).toEqual({ ok: false, error: "invalid", fieldErrors: { state: "stateInvalid" } });
    expect(await ordersInDb()).toHaveLength(0);
  });

  it("refuses a US state that does not exist (ZZ) on the state field, writing nothing", async () => {
    const input = validCheckout();
    const result = await placeOrder({ ...input, address: { ...input.address, state: "ZZ" } });
    expect(result).toEqual({ ok: false, error: "invalid", fieldErrors: { state: "stateUnknown" } });
    const canadian = { ...input.address, state: "NY", postalCode: "M5V 2T6", country: "CA" };
    expect(await placeOrder({ ...input, address: canadian })).toMatchObject({
      fieldErrors: { state: "stateUnknown" },
    });
    expect(await ordersInDb()).toHaveLength(0);
  });

  it("accepts DC, Puerto Rico and Canadian provinces from the built-in list", async () => {
    const input = validCheckout();
    placed(await placeOrder({ ...input, address: { ...input.address, state: "dc" } }));
    placed(await placeOrder({ ...validCheckout(), address: { ...input.address, state: "PR" } }));
    const canadian = { ...input.address, state: "QC", postalCode: "H2X 1Y4", country: "CA" };
    placed(await placeOrder({ ...validCheckout(), address: canadian }));
    const states = (await ordersInDb()).map((order) => order.shippingState).sort();
    expect(states).toEqual(["DC", "PR", "QC"]);
  });

  it("refuses a postal code that is not the country's (US ABCDE, 1, !!!!; TH 1011), writing nothing", async () => {
    const input = validCheckout();
    for (const postalCode of ["ABCDE", "1", "!!!!"]) {
      const result = await placeOrder({ ...validCheckout(), address: { ...input.address, postalCode } });
      expect(result).toEqual({
        ok: false,
        error: "invalid",
        fieldErrors: { postalCode: "postalCodeInvalid" },
      });
    }
    const thai = { ...input.address, city: "Bangkok", state: "Bangkok", postalCode: "1011", country: "TH" };
    expect(await placeOrder({ ...input, address: thai })).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { postalCode: "postalCodeInvalid" },
    });
    expect(await ordersInDb()).toHaveLength(0);
  });

  it("asks a Thai address for its province from the list, and stores the province's English name", async () => {
    const input = validCheckout();
    const thai = { ...input.address, city: "Khlong Toei", postalCode: "10110", country: "TH" };
    expect(await placeOrder({ ...input, address: { ...thai, state: "" } })).toMatchObject({
      fieldErrors: { state: "provinceRequired" },
    });
    expect(await placeOrder({ ...input, address: { ...thai, state: "Atlantis" } })).toMatchObject({
      fieldErrors: { state: "provinceUnknown" },
    });
    expect(await ordersInDb()).toHaveLength(0);
    placed(await placeOrder({ ...input, address: { ...thai, state: "bangkok" } }));
    const [order] = await ordersInDb();
    expect(order).toMatchObject({
      shippingCountry: "TH",
      shippingState: "Bangkok",
      shippingPostalCode: "10110",
    });
  });

  it("accepts a GB order without a state", async () => {
    const input = validCheckout();
    const address = { ...input.address, city: "London", state: "", postalCode: "SW1A 1AA", country: "GB" };
    placed(await placeOrder({ ...input, address }));
    const [order] = await ordersInDb();
    expect(order).toMatchObject({ shippingCountry: "GB", shippingState: null });
  });

  it("stores a US state upper-cased", async () => {
    const input = validCheckout();
    placed(await placeOrder({ ...input, address: { ...input.address, state: " ny " } }));
    const [order] = await ordersInDb();
    expect(order).toMatchObject({ shippingCountry: "US", shippingState: "NY" });
  });

  it("refuses a shipping level that does not exist", async () => {
    const result = await placeOrder({ ...validCheckout(), shippingLevel: "cp_teleport" });
    expect(result).toMatchObject({ ok: false, fieldErrors: { shippingLevel: "shippingRequired" } });
  });

  it("says the cart is empty when there is none", async () => {
    nextRequest.jar.delete("cart");
    expect(await placeOrder(validCheckout())).toEqual({ ok: false, error: "emptyCart" });
  });

  it("keeps the cart until the payment arrives, then empties it", async () => {
    placed(await placeOrder(validCheckout()));
    const [order] = await ordersInDb();
    const lines = () => testDb.current.select().from(cartLines).where(eq(cartLines.cartId, cartInCookie()));
    expect(await lines()).toHaveLength(1);

    const pay = await fetch(`${payments.sim.url}/_sim/sessions/${order!.paymentSessionId}/pay`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${payments.sim.controlToken}` },
      body: JSON.stringify({ method: "card" }),
    });
    expect(pay.ok).toBe(true);
    await expect.poll(async () => (await ordersInDb())[0]?.paymentStatus, eventually).toBe("paid");
    const paid = await ordersInDb();
    expect(paid[0]!.paidAt).toBeInstanceOf(Date);
    expect(await lines()).toHaveLength(0);
  });

  it("leaves the order unpaid and the cart intact when the payment page expires", async () => {
    placed(await placeOrder(validCheckout()));
    const [order] = await ordersInDb();
    const expire = await fetch(`${payments.sim.url}/v1/checkout/sessions/${order!.paymentSessionId}/expire`, {
      method: "POST",
      headers: { authorization: "Bearer sk_test_printgo" },
    });
    expect(expire.ok).toBe(true);
    await expect.poll(async () => (await ordersInDb())[0]?.status, eventually).toBe("cancelled");
    const [closed] = await ordersInDb();
    expect(closed!.paymentStatus).toBe("unpaid");
    expect(
      await testDb.current.select().from(cartLines).where(eq(cartLines.cartId, cartInCookie())),
    ).toHaveLength(1);
  });

  it("says 'Checkout failed' and keeps the cart when the payment service is down", async () => {
    const saved = process.env.STRIPE_API_BASE;
    process.env.STRIPE_API_BASE = "http://127.0.0.1:9";
    resetProcessCaches();
    try {
      expect(await placeOrder(validCheckout())).toEqual({ ok: false, error: "checkoutFailed" });
    } finally {
      process.env.STRIPE_API_BASE = saved;
      resetProcessCaches();
    }
    expect(
      await testDb.current.select().from(cartLines).where(eq(cartLines.cartId, cartInCookie())),
    ).toHaveLength(1);
  });

  it("closes the payment page of an earlier attempt when the same cart is ordered again", async () => {
    placed(await placeOrder(validCheckout()));
    const [first] = await ordersInDb();
    placed(await placeOrder(validCheckout()));
    const firstOrder = () => testDb.current.select().from(orders).where(eq(orders.id, first!.id));
    await expect.poll(async () => (await firstOrder())[0]?.status, eventually).toBe("cancelled");
    const closed = await firstOrder();
    expect(closed[0]!.paymentStatus).toBe("unpaid");
    const open = (await ordersInDb()).filter((order) => order.status === "pending");
    expect(open).toHaveLength(1);
    expect(open[0]!.id).not.toBe(first!.id);
  });
});

describe(`placing an order with the Cloudprinter simulator connected (${testEngine})`, () => {
  providerEnvPerTest();

  beforeEach(async () => {
    await seedTestCatalog(testDb.current);
    nextRequest.jar.set("cart", { value: await cartWithBusinessCards(testDb.current) });
    await simForTest();
  });

  it("checks the state against the provider's list for that country", async () => {
    const input = validCheckout();
    // The simulator lists the 50 states and DC, not the territories the built-in list has.
    for (const state of ["ZZ", "PR"]) {
      expect(await placeOrder({ ...input, address: { ...input.address, state } })).toEqual({
        ok: false,
        error: "invalid",
        fieldErrors: { state: "stateUnknown" },
      });
    }
    expect(await ordersInDb()).toHaveLength(0);
    placed(await placeOrder({ ...input, address: { ...input.address, state: "ny" } }));
    expect((await ordersInDb()).map((order) => order.shippingState)).toEqual(["NY"]);
  });
});
