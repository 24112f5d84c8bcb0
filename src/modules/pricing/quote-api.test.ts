import { beforeEach, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/quote/route";
import { seedTestCatalog, testProduct } from "@/modules/catalog/testing";
import { chunkedBody, streamedPost } from "@/test/chunked-body";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import { QUOTE_KEEP_SECONDS, QUOTE_RATE_LIMIT } from "./quote-limits";
import { defaultShopTerms } from "./shop-terms";
import { getShopTerms, saveShopTerms } from "./shop-terms.server";
import { EDGE_KEEP_SECONDS_HEADER, markEdgeInFront } from "@/server/http/edge/edge-headers";

// The client address header is trusted only behind the custom server (scripts/serve.ts), as here.
markEdgeInFront();
// The rate limit reads the client's address from the request headers; outside Next.js we supply it.
vi.mock("next/headers", () => import("@/test/next-headers"));

const testDb = freshDatabasePerTest();
const nextRequest = nextRequestPerTest({ clientAddress: "203.0.113.7" });

function ask(body: unknown, lang = "en"): Promise<Response> {
  return POST(
    new Request(`http://shop.test/api/quote?lang=${lang}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
    {},
  );
}

// The test catalog's premium business cards, glossy, in boxes of 500: $29.99 a box.
const cards = testProduct("business-cards-premium");
const glossyBoxOf500 = cards.basePrice + cards.modifier("finish", "gloss") + cards.modifier("pack", "500");

const valid = {
  productId: cards.id,
  quantity: 3,
  options: { finish: "gloss", pack: "500" },
  country: "US",
  shippingLevel: "cp_ground",
};

describe(`POST /api/quote (${testEngine})`, () => {
  beforeEach(async () => {
    await seedTestCatalog(testDb.current);
  });

  it("prices from the catalog: unit = base + modifiers, total = unit × quantity, plus shipping", async () => {
    // 2 × $29.99 is under the default free-shipping threshold ($75).
    const response = await ask({ ...valid, quantity: 2 });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      unitPrice: glossyBoxOf500,
      percentOff: 0,
      totalPrice: glossyBoxOf500 * 2,
      shippingCost: 699,
      freeShipping: false,
      currency: "USD",
      estimatedDelivery: { minDays: 4, maxDays: 8 },
      level: "cp_ground",
      // Every level that ships to the US, cheapest first; days from payment = 1-3 printing + transit.
      levels: [
        { level: "cp_ground", cost: 699, tracked: true, estimatedDelivery: { minDays: 4, maxDays: 8 } },
        { level: "cp_priority", cost: 999, tracked: true, estimatedDelivery: { minDays: 4, maxDays: 8 } },
        { level: "cp_express", cost: 1999, tracked: true, estimatedDelivery: { minDays: 2, maxDays: 6 } },
      ],
    });
  });

  it("prices the preselected level (cheapest tracked) when none is asked or the one asked doesn't ship there", async () => {
    for (const body of [
      { ...valid, shippingLevel: undefined },
      { ...valid, shippingLevel: "teleport" },
    ]) {
      const response = await ask(body);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ level: "cp_ground" });
    }
  });

  it("says nothing ships when the country has no level, naming the country field", async () => {
    const response = await ask({ ...valid, country: "ZZ" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "invalid_request", field: "country" });
  });

  it("charges one and a half times the shipping outside the US and Canada", async () => {
    const response = await ask({ ...valid, quantity: 2, country: "TH", shippingLevel: "cp_express" });
    expect(await response.json()).toMatchObject({ shippingCost: 2999 });
  });

  it("ships free from the shop's threshold, and says so", async () => {
    // 3 × $29.99 = $89.97 ≥ $75.
    const response = await ask(valid);
    expect(await response.json()).toMatchObject({ totalPrice: 8997, shippingCost: 0, freeShipping: true });
  });

  it("follows the threshold staff save, and charges shipping at any subtotal when there is none", async () => {
    await testDb.current.transaction((tx) =>
      saveShopTerms(tx, { ...defaultShopTerms, freeShippingThreshold: 10_000 }),
    );
    expect(await (await ask(valid)).json()).toMatchObject({ shippingCost: 699, freeShipping: false });
    await testDb.current.transaction((tx) =>
      saveShopTerms(tx, { ...defaultShopTerms, freeShippingThreshold: null }),
    );
    const none = await ask({ ...valid, quantity: 100 });
    expect(await none.json()).toMatchObject({ shippingCost: expect.any(Number), freeShipping: false });
    expect(await getShopTerms()).toMatchObject({ freeShippingThreshold: null });
  });

  it("ignores any price the browser sends", async () => {
    const response = await ask({ ...valid, unitPrice: 1, totalPrice: 1, basePrice: 0 });
    expect(await response.json()).toMatchObject({
      unitPrice: glossyBoxOf500,
      totalPrice: glossyBoxOf500 * 3,
    });
  });

  it.each([
    [{ ...valid, quantity: 0 }, "quantity"],
    [{ ...valid, quantity: 2.5 }, "quantity"],
    [{ ...valid, quantity: 100_001 }, "quantity"],
    [{ ...valid, quantity: 101 }, "quantity"],
    [{ ...valid, quantity: "3" }, "quantity"],
    [{ ...valid, productId: -1 }, "productId"],
    [{ ...valid, country: "usa" }, "country"],
    [{ ...valid, shippingLevel: "" }, "shippingLevel"],
    [{ ...valid, options: { finish: "gold", pack: "500" } }, "options.finish"],
    [{ ...valid, country: "ZZ" }, "country"],
  ])("answers 400 naming the field for %j", async (body, field) => {
    const response = await ask(body);
    expect(response.status).toBe(400);
    const json = await response.json();
    expect(json).toMatchObject({ error: "invalid_request", field });
    expect(json.message).toEqual(expect.any(String));
  });

  it("charges the tier price from the product's price break on (docs/product-rules.md#price-breaks)", async () => {
    // Premium business cards: 10% off from 10 boxes, 15% from 25. (1999 + 200 + 800) × 0.85 = 2549.15.
    const response = await ask({ ...valid, quantity: 25 });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ unitPrice: 2549, percentOff: 15, totalPrice: 2549 * 25 });
    expect(await (await ask({ ...valid, quantity: 24 })).json()).toMatchObject({
      unitPrice: 2699,
      percentOff: 10,
    });
  });

  it("refuses a quantity outside the product's range, saying the range in the visitor's language", async () => {
    // Premium business cards are sold 1 to 100 boxes.
    const response = await ask({ ...valid, quantity: 101 }, "th");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "invalid_request",
      field: "quantity",
      message: "กรุณาเลือกจำนวนตั้งแต่ 1 ถึง 100",
    });
  });

  it("answers 400 for a body that isn't JSON", async () => {
    const response = await ask("{not json");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: "body" });
  });

  it("names a missing option in the visitor's language", async () => {
    const response = await ask({ ...valid, options: { finish: "gloss" } }, "th");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "invalid_request",
      field: "options.pack",
      message: "กรุณาเลือกจำนวนต่อกล่อง",
    });
  });

  it("answers 404 for an unknown product", async () => {
    const response = await ask({ ...valid, productId: 999 });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: "product_not_found" });
  });

  it("refuses a chunked body over 16 KB with a 413 in the visitor's language, reading no further", async () => {
    const { stream, state } = chunkedBody({ chunkBytes: 1024, totalBytes: 1024 * 1024, fill: " " });
    const response = await POST(streamedPost("http://shop.test/api/quote?lang=th", stream), {});
    expect(state.pulls).toBeLessThanOrEqual(16 + 2);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: "payload_too_large",
      message: "คำขอนี้มีขนาดใหญ่เกินไป กรุณาตรวจสอบตัวเลือกของคุณแล้วลองอีกครั้ง",
    });
  });

  it("quotes a chunked body just under 16 KB", async () => {
    const body = JSON.stringify(valid).replace("{", `{"padding":"${"x".repeat(16 * 1024 - 200)}",`);
    const stream = new Blob([body]).stream();
    const response = await POST(streamedPost("http://shop.test/api/quote", stream), {});
    expect(response.status).toBe(200);
  });

  it("lets the edge keep a priced answer for a few seconds, and never a refusal", async () => {
    const priced = await ask(valid);
    expect(priced.headers.get(EDGE_KEEP_SECONDS_HEADER)).toBe(String(QUOTE_KEEP_SECONDS));
    expect(priced.headers.get("cache-control")).toBe("no-store");
    const refused = await ask({ ...valid, quantity: 0 });
    expect(refused.status).toBe(400);
    expect(refused.headers.get(EDGE_KEEP_SECONDS_HEADER)).toBeNull();
  });

  it("answers 429 with Retry-After and a translated message once a client passes the quote limit", async () => {
    nextRequest.set({ clientAddress: "203.0.113.8" });
    for (let quantity = 1; quantity <= QUOTE_RATE_LIMIT.limit; quantity++) {
      expect((await ask({ ...valid, quantity: (quantity % 100) + 1 })).status).toBe(200);
    }
    const refused = await ask(valid, "th");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      error: "rate_limited",
      message: "มีการขอราคาบ่อยเกินไปในช่วงเวลาสั้นๆ กรุณารอสักครู่แล้วลองอีกครั้ง",
    });
    nextRequest.set({ clientAddress: "203.0.113.9" });
    expect((await ask(valid)).status).toBe(200);
  });
});
