import { beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/quote/route";
import { forgetCachedCatalogue } from "@/modules/catalog/catalog.server";
import { seedCatalogue } from "@/modules/catalog/catalogue-seed.server";
import { freshDatabasePerTest, testEngine } from "@/test/database";

const testDb = freshDatabasePerTest();

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

const valid = {
  productId: 1,
  quantity: 3,
  options: { finish: "gloss", pack: "500" },
  country: "US",
  shippingLevel: "cp_ground",
};

describe(`POST /api/quote (${testEngine})`, () => {
  beforeEach(async () => {
    await seedCatalogue(testDb.current);
    forgetCachedCatalogue();
  });

  it("prices from the catalogue: unit = base + modifiers, total = unit × quantity, plus shipping", async () => {
    const response = await ask(valid);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      unitPrice: 1999 + 200 + 800,
      totalPrice: (1999 + 200 + 800) * 3,
      shippingCost: 699,
      currency: "USD",
      estimatedDelivery: { minDays: 4, maxDays: 8 },
    });
  });

  it("charges one and a half times the shipping outside the US and Canada", async () => {
    const response = await ask({ ...valid, country: "TH", shippingLevel: "cp_express" });
    expect(await response.json()).toMatchObject({ shippingCost: 2999 });
  });

  it("ignores any price the browser sends", async () => {
    const response = await ask({ ...valid, unitPrice: 1, totalPrice: 1, basePrice: 0 });
    expect(await response.json()).toMatchObject({ unitPrice: 2999, totalPrice: 8997 });
  });

  it.each([
    [{ ...valid, quantity: 0 }, "quantity"],
    [{ ...valid, quantity: 2.5 }, "quantity"],
    [{ ...valid, quantity: 10_001 }, "quantity"],
    [{ ...valid, quantity: "3" }, "quantity"],
    [{ ...valid, productId: -1 }, "productId"],
    [{ ...valid, country: "usa" }, "country"],
    [{ ...valid, shippingLevel: "" }, "shippingLevel"],
    [{ ...valid, options: { finish: "gold", pack: "500" } }, "options.finish"],
    [{ ...valid, country: "ZZ" }, "country"],
    [{ ...valid, shippingLevel: "teleport" }, "shippingLevel"],
  ])("answers 400 naming the field for %j", async (body, field) => {
    const response = await ask(body);
    expect(response.status).toBe(400);
    const json = await response.json();
    expect(json).toMatchObject({ error: "invalid_request", field });
    expect(json.message).toEqual(expect.any(String));
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
});
