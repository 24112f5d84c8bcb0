import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { parseCatalogRemovals } from "./account-catalog";
import type { CloudprinterSim } from "./server";
import { api, API_KEY, control, item, order, quoteRequest, startSim, WEBHOOK_KEY } from "./test-support";

const flyer = (option: string) =>
  item({ product: "flyer_ss_a5_fc", options: [{ type: option, count: "1" }] });
const flyerQuote = (option: string) =>
  quoteRequest({
    items: [
      { reference: "item-1", product: "flyer_ss_a5_fc", count: "1", options: [{ type: option, count: "1" }] },
    ],
  });

async function productReferences(sim: CloudprinterSim): Promise<string[]> {
  return ((await api(sim, "products")).json as { reference: string }[]).map((product) => product.reference);
}

async function optionReferences(sim: CloudprinterSim, reference: string): Promise<string[]> {
  const info = await api(sim, "products/info", { reference });
  return (info.json.options as { reference: string }[]).map((option) => option.reference);
}

/** Every `product:option` pair products + products/info show: what a catalog check sees. */
async function everyPair(sim: CloudprinterSim): Promise<Set<string>> {
  const pairs = new Set<string>();
  for (const product of await productReferences(sim)) {
    pairs.add(product);
    for (const option of await optionReferences(sim, product)) pairs.add(`${product}:${option}`);
  }
  return pairs;
}

describe("cloudprinter-sim with a product or option missing", () => {
  it("leaves out what withoutProducts and withoutOptions name, and refuses it in quotes and orders", async () => {
    const sim = await startSim({
      withoutProducts: ["poster_a4_fc"],
      withoutOptions: [{ product: "flyer_ss_a5_fc", option: "paper_350mcg" }],
    });
    expect(sim.catalogRemovals()).toEqual({
      withoutProducts: ["poster_a4_fc"],
      withoutOptions: [{ product: "flyer_ss_a5_fc", option: "paper_350mcg" }],
    });

    const products = await productReferences(sim);
    expect(products).not.toContain("poster_a4_fc");
    expect(products).toContain("poster_a3_fc");
    expect(await api(sim, "products/info", { reference: "poster_a4_fc" })).toMatchObject({ status: 204 });
    const flyerOptions = await optionReferences(sim, "flyer_ss_a5_fc");
    expect(flyerOptions).not.toContain("paper_350mcg");
    expect(flyerOptions).toContain("paper_170mcg");
    // Only that product loses it.
    expect(await optionReferences(sim, "flyer_ds_a4_fc")).toContain("paper_350mcg");

    const poster = [item({ product: "poster_a4_fc" })];
    expect(await api(sim, "orders/add", order("PG-A4", { items: poster }))).toMatchObject({
      status: 400,
      json: { error: { type: "product_unknown" } },
    });
    expect(await api(sim, "orders/quote", quoteRequest({ items: poster }))).toMatchObject({
      status: 400,
      json: { error: { type: "product_unknown" } },
    });
    expect(await api(sim, "orders/add", order("PG-F1", { items: [flyer("paper_350mcg")] }))).toMatchObject({
      status: 400,
      json: { error: { type: "option_unknown" } },
    });
    expect(await api(sim, "orders/quote", flyerQuote("paper_350mcg"))).toMatchObject({
      status: 400,
      json: { error: { type: "option_unknown" } },
    });
    expect((await api(sim, "orders/add", order("PG-F2", { items: [flyer("paper_170mcg")] }))).status).toBe(
      201,
    );
  });

  it("differs from the full catalog by exactly the one option left out", async () => {
    const full = await everyPair(await startSim());
    const missing = await everyPair(
      await startSim({
        withoutOptions: [{ product: "photobook_cw_s210_s_fc", option: "cover_finish_gloss" }],
      }),
    );
    expect([...full].filter((pair) => !missing.has(pair))).toEqual([
      "photobook_cw_s210_s_fc:cover_finish_gloss",
    ]);
    expect([...missing].filter((pair) => !full.has(pair))).toEqual([]);
  });

  it("will not start without something the catalog does not have", async () => {
    await expect(startSim({ withoutProducts: ["tshirt_unisex_cotton_fc"] })).rejects.toThrow(
      /no product tshirt_unisex_cotton_fc/,
    );
    await expect(
      startSim({ withoutOptions: [{ product: "poster_a3_fc", option: "poster_200art_gloss" }] }),
    ).rejects.toThrow(/poster_a3_fc has no option poster_200art_gloss/);
  });

  it("removes and restores a product or option at runtime through the control API", async () => {
    const sim = await startSim({ withoutProducts: ["puzzle_480x340_mm_500_pieces"] });
    const post = async (route: string, body: unknown) => {
      const response = await control(sim, route, body);
      return { status: response.status, json: await response.json() };
    };

    expect(await post("/catalog/remove", { product: "flyer_ss_a5_fc", option: "paper_350mcg" })).toEqual({
      status: 200,
      json: {
        withoutProducts: ["puzzle_480x340_mm_500_pieces"],
        withoutOptions: [{ product: "flyer_ss_a5_fc", option: "paper_350mcg" }],
      },
    });
    expect(await optionReferences(sim, "flyer_ss_a5_fc")).not.toContain("paper_350mcg");
    expect((await api(sim, "orders/quote", flyerQuote("paper_350mcg"))).json.error.type).toBe(
      "option_unknown",
    );

    await post("/catalog/restore", { product: "flyer_ss_a5_fc", option: "paper_350mcg" });
    expect(await optionReferences(sim, "flyer_ss_a5_fc")).toContain("paper_350mcg");
    expect((await api(sim, "orders/add", order("PG-R1", { items: [flyer("paper_350mcg")] }))).status).toBe(
      201,
    );

    await post("/catalog/remove", { product: "poster_a3_fc" });
    expect(await productReferences(sim)).not.toContain("poster_a3_fc");
    expect((await api(sim, "orders/add", order("PG-R2"))).json.error.type).toBe("product_unknown");
    expect(await (await control(sim, "/catalog")).json()).toEqual({
      withoutProducts: ["puzzle_480x340_mm_500_pieces", "poster_a3_fc"],
      withoutOptions: [],
    });

    // {} restores everything, the start options' removals included.
    expect((await post("/catalog/restore", {})).json).toEqual({ withoutProducts: [], withoutOptions: [] });
    expect(await productReferences(sim)).toEqual(
      expect.arrayContaining(["poster_a3_fc", "puzzle_480x340_mm_500_pieces"]),
    );

    // A reset goes back to what the simulator started with.
    await post("/catalog/remove", { product: "poster_a3_fc" });
    await control(sim, "/reset", {});
    expect(sim.catalogRemovals()).toEqual({
      withoutProducts: ["puzzle_480x340_mm_500_pieces"],
      withoutOptions: [],
    });
  });

  it("answers 404 for a reference the catalog lacks and 400 for a body without a product", async () => {
    const sim = await startSim();
    const post = async (route: string, body: unknown) => {
      const response = await control(sim, route, body);
      return { status: response.status, json: await response.json() };
    };
    expect(await post("/catalog/remove", { product: "sticker_diecut_s75_fc" })).toEqual({
      status: 404,
      json: { error: "no product sticker_diecut_s75_fc in the simulated catalog" },
    });
    expect(
      (await post("/catalog/remove", { product: "poster_a3_fc", option: "poster_200art_gloss" })).status,
    ).toBe(404);
    expect((await post("/catalog/remove", {})).status).toBe(400);
    expect((await post("/catalog/remove", { product: "poster_a3_fc", option: 3 })).status).toBe(400);
    expect(sim.catalogRemovals()).toEqual({ withoutProducts: [], withoutOptions: [] });
  });

  it("removes and restores through the handle in tests", async () => {
    const sim = await startSim();
    sim.removeFromCatalog({ product: "poster_a3_fc", option: "poster_200art_matt" });
    expect((await api(sim, "orders/add", order("PG-H1"))).json.error.type).toBe("option_unknown");
    sim.restoreToCatalog({ product: "poster_a3_fc", option: "poster_200art_matt" });
    expect((await api(sim, "orders/add", order("PG-H2"))).status).toBe(201);
  });
});

describe("CLOUDPRINTER_SIM_WITHOUT", () => {
  it("reads `product` and `product:option` entries, and refuses anything else", () => {
    expect(parseCatalogRemovals(" poster_a4_fc , flyer_ss_a5_fc:paper_350mcg,")).toEqual({
      withoutProducts: ["poster_a4_fc"],
      withoutOptions: [{ product: "flyer_ss_a5_fc", option: "paper_350mcg" }],
    });
    expect(parseCatalogRemovals("")).toEqual({ withoutProducts: [], withoutOptions: [] });
    expect(() => parseCatalogRemovals("a:b:c")).toThrow(/neither/);
    expect(() => parseCatalogRemovals("poster_a3_fc:")).toThrow(/neither/);
    expect(() => parseCatalogRemovals(":paper_350mcg")).toThrow(/neither/);
  });

  /** Runs main.ts with the environment given; answers its exit code or, once listening, its base URL. */
  function runMain(
    env: Record<string, string>,
  ): Promise<{ baseUrl?: string; code?: number; output: string }> {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "main.ts")], {
      env: {
        NODE_ENV: "test",
        PATH: process.env.PATH,
        CLOUDPRINTER_API_KEY: API_KEY,
        CLOUDPRINTER_WEBHOOK_KEY: WEBHOOK_KEY,
        CLOUDPRINTER_SIM_PORT: "0",
        CLOUDPRINTER_SIM_STEP_MS: "0",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    onTestFinished(() => {
      if (child.exitCode === null) child.kill();
    });
    let output = "";
    return new Promise((resolve) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString("utf8");
        const match = /CloudCore API (\S+)/.exec(output);
        if (match) resolve({ baseUrl: match[1], output });
      };
      child.stdout.on("data", read);
      child.stderr.on("data", read);
      child.on("exit", (code) => resolve({ code: code ?? -1, output }));
    });
  }

  it("starts main.ts without what it names", { timeout: 20_000 }, async () => {
    const run = await runMain({ CLOUDPRINTER_SIM_WITHOUT: "poster_a4_fc,flyer_ss_a5_fc:paper_350mcg" });
    expect(run.baseUrl, run.output).toBeDefined();
    const post = async (route: string, body: Record<string, unknown> = {}) =>
      (
        await fetch(new URL(route, run.baseUrl), {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ apikey: API_KEY, ...body }),
        })
      ).json();
    const products = (await post("products")) as { reference: string }[];
    expect(products.map((product) => product.reference)).not.toContain("poster_a4_fc");
    const info = (await post("products/info", { reference: "flyer_ss_a5_fc" })) as {
      options: { reference: string }[];
    };
    expect(info.options.map((option) => option.reference)).not.toContain("paper_350mcg");
    expect(await post("orders/quote", flyerQuote("paper_350mcg"))).toMatchObject({
      error: { type: "option_unknown" },
    });
  });

  it("stops main.ts on an entry the catalog does not have", { timeout: 20_000 }, async () => {
    const run = await runMain({ CLOUDPRINTER_SIM_WITHOUT: "poster_a3_fc:poster_200art_gloss" });
    expect(run.code).toBe(1);
    expect(run.output).toContain("CLOUDPRINTER_SIM_WITHOUT: poster_a3_fc has no option poster_200art_gloss");
  });
});
