import { describe, expect, it } from "vitest";
import { address, api, item, order, quoteRequest, startSim } from "./test-support";

describe("cloudprinter-sim request rules", () => {
  it("answers 403 with an empty body for a wrong or missing key, and never reads a header key", async () => {
    const sim = await startSim();
    const wrong = await api(sim, "products", {}, "not-the-key");
    expect(wrong).toMatchObject({ status: 403, text: "" });
    expect((await api(sim, "products", {}, null)).status).toBe(403);

    const headerOnly = await fetch(`${sim.baseUrl}products`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer cp_sim_test_api_key" },
      body: "{}",
    });
    expect(headerOnly.status).toBe(403);
  });

  it("takes POST only, JSON only, and knows its paths with or without a trailing slash", async () => {
    const sim = await startSim();
    const get = await fetch(`${sim.baseUrl}products`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");

    const broken = await fetch(`${sim.baseUrl}products`, { method: "POST", body: "{not json" });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: { type: "invalid_json", info: expect.any(String) } });

    expect((await api(sim, "orders/")).status).toBe(200);
    expect((await api(sim, "orders")).status).toBe(200);
    expect((await api(sim, "shipping/levels/")).status).toBe(200);
    const unknown = await api(sim, "orders/frobnicate");
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ error: { type: "not_found" } });
  });

  it("names a missing field exactly as the reference's example does", async () => {
    const sim = await startSim();
    const { reference: _omitted, ...withoutReference } = order();
    const answer = await api(sim, "orders/add", withoutReference);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      error: { type: "missing_required_parameter", info: "The required parameter 'reference' is missing" },
    });
  });

  it("gives nested missing fields by their path", async () => {
    const sim = await startSim();
    const { zip: _zip, ...noZip } = address();
    const missingZip = await api(sim, "orders/add", order("A", { addresses: [noZip] }));
    expect(missingZip.json.error).toEqual({
      type: "missing_required_parameter",
      info: "The required parameter 'addresses[0].zip' is missing",
    });
    const noFiles = await api(sim, "orders/add", order("B", { items: [item({ files: [] })] }));
    expect(noFiles.json.error.info).toBe("The required parameter 'items[0].files' is missing");
    const noLevel = await api(
      sim,
      "orders/add",
      order("C", { items: [item({ shipping_level: undefined })] }),
    );
    expect(noLevel.json.error.info).toBe("The required parameter 'items[0].shipping_level' is missing");
  });

  it("needs no postcode for no-postcode countries such as IE and HK", async () => {
    const sim = await startSim();
    const { zip: _zip, ...noZip } = address();
    const answer = await api(
      sim,
      "orders/add",
      order("IE-1", { addresses: [{ ...noZip, country: "IE", city: "Dublin" }] }),
    );
    expect(answer.status).toBe(201);
  });

  it.each([
    ["state_required", { addresses: [address({ country: "US", zip: "10001" })] }],
    ["state_unknown", { addresses: [address({ country: "US", state: "ZZ", zip: "10001" })] }],
    ["country_unknown", { addresses: [address({ country: "XX" })] }],
    ["address_type_unknown", { addresses: [address({ type: "billing" })] }],
    ["invalid_email", { email: "not-an-email" }],
    ["product_unknown", { items: [item({ product: "mug_ceramic_fc" })] }],
    ["option_unknown", { items: [item({ options: [{ type: "type_poster_paper", count: "1" }] })] }],
    ["shipping_level_unknown", { items: [item({ shipping_level: "cp_teleport" })] }],
    ["shipping_level_not_available", { items: [item({ shipping_level: "cp_postal" })] }],
    [
      "invalid_md5sum",
      { items: [item({ files: [{ type: "product", url: "https://f.example/a.pdf", md5sum: "abc" }] })] },
    ],
    [
      "file_type_unknown",
      {
        items: [
          item({ files: [{ type: "cover_art", url: "https://f.example/a.pdf", md5sum: "0".repeat(32) }] }),
        ],
      },
    ],
    [
      "invalid_file_url",
      {
        items: [item({ files: [{ type: "product", url: "ftp://f.example/a.pdf", md5sum: "0".repeat(32) }] })],
      },
    ],
    ["invalid_count", { items: [item({ count: "0" })] }],
    ["item_reference_not_unique", { items: [item(), item()] }],
    ["total_pages_required", { items: [item({ product: "photobook_pb_a4_p_fc", options: [] })] }],
    [
      "total_pages_out_of_range",
      { items: [item({ product: "photobook_pb_a4_p_fc", options: [{ type: "total_pages", count: "10" }] })] },
    ],
  ])("refuses an order with %s", async (type, overrides) => {
    const sim = await startSim();
    const answer = await api(sim, "orders/add", order("PG-BAD", overrides));
    expect(answer.status).toBe(400);
    expect(answer.json.error).toEqual({ type, info: expect.any(String) });
    expect(sim.addCalls()).toBe(0);
  });

  it("refuses an order for a product the account doesn't have (400)", async () => {
    const sim = await startSim();
    const request = { product: "tshirt_unisex_cotton_fc", options: [] };
    const added = await api(sim, "orders/add", order("PG-TEE", { items: [item(request)] }));
    expect(added.status).toBe(400);
    expect(added.json).toEqual({
      error: { type: "product_unknown", info: expect.stringContaining("tshirt_unisex_cotton_fc") },
    });
    const quoted = await api(
      sim,
      "orders/quote",
      quoteRequest({ items: [{ reference: "item-1", count: "1", ...request }] }),
    );
    expect(quoted).toMatchObject({ status: 400, json: { error: { type: "product_unknown" } } });
    expect(sim.addCalls()).toBe(0);
  });

  it("refuses an option the product doesn't have (400)", async () => {
    const sim = await startSim();
    // A reference only our shop's catalog used, and a documented option of another kind of product.
    for (const type of ["poster_200art_gloss", "product_finish_gloss"]) {
      const options = [{ type, count: "1" }];
      const added = await api(sim, "orders/add", order(`PG-${type}`, { items: [item({ options })] }));
      expect(added.status).toBe(400);
      expect(added.json).toEqual({
        error: {
          type: "option_unknown",
          info: expect.stringContaining(`${type} is not an option of poster_a3_fc`),
        },
      });
      const quoted = await api(
        sim,
        "orders/quote",
        quoteRequest({ items: [{ reference: "item-1", product: "poster_a3_fc", count: "1", options }] }),
      );
      expect(quoted).toMatchObject({ status: 400, json: { error: { type: "option_unknown" } } });
    }
    expect(sim.addCalls()).toBe(0);
  });

  it("accepts counts as numbers as well as strings", async () => {
    const sim = await startSim();
    const answer = await api(
      sim,
      "orders/add",
      order("PG-NUM", { items: [item({ count: 3, options: [{ type: "poster_190pps", count: 1 }] })] }),
    );
    expect(answer.status).toBe(201);
    expect(sim.orders()[0]!.items[0]).toMatchObject({
      count: "3",
      options: [{ type: "poster_190pps", count: "1" }],
    });
  });
});
