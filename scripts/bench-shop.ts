/**
 * The shop part of `npm run bench`: quote API and page throughput under load (autocannon, 50
 * connections), compared with a static file from the same server, and a 50 MB design upload's time
 * and the server's memory growth while it streams.
 */
import autocannon from "autocannon";
import sharp from "sharp";
import type { BenchRow } from "./lib/bench-table";

/**
 * Resident memory of the server's process tree after the quote loads at 50 connections, 8 s of one
 * question and 8 s of a new question each, which the app answers itself (docs/testing.md).
 */
const QUOTE_LOAD_MEMORY_BUDGET_MB = 450;

type Load = { requestsPerSecond: number; p99: number; errors: number; non2xx: number };

async function load(options: autocannon.Options): Promise<Load> {
  const result = await autocannon({ connections: 50, duration: 8, ...options });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** A real 50 MB image: 4096 × 4096 RGB stored without compression (≈ 50.3 MB, under the 50 MiB cap). */
async function bigPng(): Promise<Buffer> {
  return sharp({ create: { width: 4096, height: 4096, channels: 3, background: "#3b5bdb" } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

async function uploadOnce(origin: string, file: Buffer, rssMb: () => number) {
  const form = new FormData();
  form.set("productId", "4");
  form.set("file", new Blob([new Uint8Array(file)], { type: "image/png" }), "poster.png");
  const baseline = rssMb();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
  const t0 = performance.now();
  const response = await fetch(`${origin}/api/uploads`, { method: "POST", body: form, headers: { origin } });
  await response.arrayBuffer();
  const ms = performance.now() - t0;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb());
  return { status: response.status, ms, baseline, growth: peak - baseline };
}

export async function benchShop(
  origin: string,
  rssMb: () => number,
): Promise<{ lines: string[]; rows: BenchRow[] }> {
  const quoteBody = JSON.stringify({
    productId: 1,
    // Within the cards' range (1-100 boxes) and past a price break: the server prices the tier.
    quantity: 50,
    options: { finish: "gloss", pack: "500" },
    country: "TH",
    shippingLevel: "cp_ground",
  });
  // The quote API allows each client 120 quotes a minute (quote-limits.ts): every request speaks for
  // a client of its own (X-Forwarded-For, trusted from loopback in the bench), so the figure is the
  // API's speed and not its refusals.
  let client = 0;
  const quoteLoad = (path: (client: number) => string) =>
    load({
      url: `${origin}/api/quote`,
      requests: [
        {
          method: "POST",
          body: quoteBody,
          setupRequest: (request) => {
            client += 1;
            const address = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
            return {
              ...request,
              path: path(client),
              headers: { ...request.headers, "content-type": "application/json", "x-forwarded-for": address },
            };
          },
        },
      ],
    });
  // Many visitors asking the same question (the product page's first quote): the edge keeps the
  // answer for a few seconds (src/server/http/edge/post-replay.ts), as a shop in use sees it.
  const quote = await quoteLoad(() => "/api/quote");
  const afterQuotesMb = rssMb();
  // Every request a question the edge has not seen (a query the route ignores is part of its key):
  // what a quote costs the app itself, rate limit and all.
  const newQuestions = await quoteLoad((n) => `/api/quote?n=${n}`);
  // Read straight after the quote loads, before the other loads: the memory budget's moment (docs/testing.md).
  const afterNewQuestionsMb = rssMb();
  const staticFile = await load({ url: `${origin}/images/products/business-cards-premium-1.svg` });
  const catalog = await load({ url: `${origin}/products` });
  const product = await load({ url: `${origin}/product/1` });

  const file = await bigPng();
  const upload = await uploadOnce(origin, file, rssMb);

  const rps = (value: Load) =>
    `${value.requestsPerSecond.toFixed(0)} req/s, p99 ${value.p99} ms` +
    (value.errors || value.non2xx ? ` (${value.errors} errors, ${value.non2xx} non-2xx)` : "");
  const ratio = (value: Load) => (staticFile.requestsPerSecond / value.requestsPerSecond).toFixed(1);
  // The quote budget: within 2x of a static file from the same server, without errors.
  const withinTwice = (figure: string, value: Load): BenchRow => ({
    figure: `${figure} at 50 connections`,
    value: `${value.requestsPerSecond.toFixed(0)} req/s (static ${staticFile.requestsPerSecond.toFixed(0)}, ${ratio(value)}x slower), p99 ${value.p99} ms`,
    budget: "≥ 1/2 the static file's req/s",
    pass:
      value.requestsPerSecond * 2 >= staticFile.requestsPerSecond && value.errors === 0 && value.non2xx === 0,
  });
  const rows = [
    withinTwice("/products", catalog),
    withinTwice("/product/1", product),
    withinTwice("quote API", quote),
    {
      figure: "server memory after the quote loads",
      value: `${afterNewQuestionsMb} MB`,
      budget: `≤ ${QUOTE_LOAD_MEMORY_BUDGET_MB} MB`,
      pass: afterNewQuestionsMb <= QUOTE_LOAD_MEMORY_BUDGET_MB,
    },
  ];
  const lines = [
    `  quote API (50 connections)       ${rps(quote)}; server memory after it ${afterQuotesMb} MB`,
    `  quote API, a new question each   ${rps(newQuestions)} (answered by the app, none kept); server memory after it ${afterNewQuestionsMb} MB`,
    `  static file (50 connections)     ${rps(staticFile)}`,
    `  /products (50 connections)       ${rps(catalog)}; static file is ${ratio(catalog)}x faster`,
    `  /product/1 (50 connections)      ${rps(product)}; static file is ${ratio(product)}x faster`,
    `  50 MB upload (${(file.length / 1048576).toFixed(1)} MiB PNG)        ${upload.status} in ${upload.ms.toFixed(0)} ms, server memory ${upload.baseline} MB + ${upload.growth} MB while streaming`,
  ];
  return { lines, rows };
}
