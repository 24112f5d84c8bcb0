// Shared by the simulator's tests: a simulator per test (stepped by hand, quick retries), a CloudCore
// caller, a webhook receiver that keeps the JSON it got, a file server, and valid request bodies.
import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { onTestFinished } from "vitest";
import { startCloudprinterSim, type CloudprinterSim, type CloudprinterSimOptions } from "./server";

export const API_KEY = "cp_sim_test_api_key";
export const WEBHOOK_KEY = "cp_sim_test_webhook_key";
const FILE_MD5 = "0123456789abcdef0123456789abcdef";

/** A simulator on a free port, closed when the test ends. */
export async function startSim(options: Partial<CloudprinterSimOptions> = {}): Promise<CloudprinterSim> {
  const sim = await startCloudprinterSim({
    apiKey: API_KEY,
    webhookKey: WEBHOOK_KEY,
    stepMs: 0,
    webhookRetryDelaysMs: [20, 20],
    ...options,
  });
  onTestFinished(() => sim.close());
  return sim;
}

export type ApiAnswer = { status: number; text: string; json: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** POSTs to a CloudCore path with the test key in the body (pass `apikey` to override or null to omit). */
export async function api(
  sim: CloudprinterSim,
  path: string,
  body: Record<string, unknown> = {},
  apikey: string | null = API_KEY,
): Promise<ApiAnswer> {
  const response = await fetch(new URL(path, sim.baseUrl), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(apikey === null ? body : { apikey, ...body }),
  });
  const text = await response.text();
  return { status: response.status, text, json: text ? JSON.parse(text) : undefined };
}

export function control(sim: CloudprinterSim, path: string, body?: unknown) {
  return fetch(`${sim.url}/_sim${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${sim.controlToken}` },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
}

async function serve(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

type Received = { body: Record<string, string>; status: number };

/** A CloudSignal endpoint; `answer(n)` picks the status for the n-th delivery (0-based). */
export async function startReceiver(answer: (index: number) => number = () => 200) {
  const received: Received[] = [];
  const base = await serve((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const status = answer(received.length);
      received.push({ body: JSON.parse(Buffer.concat(chunks).toString("utf8")), status });
      response.writeHead(status).end();
    });
  });
  return { url: `${base}/api/webhooks/cloudprinter`, received };
}

/** Serves `content` at /file.pdf; answers its URL and MD5. */
export async function startFileServer(content = Buffer.from("%PDF-1.4 simulated print file")) {
  const base = await serve((_request, response) => response.writeHead(200).end(content));
  return { url: `${base}/file.pdf?token=secret`, md5: createHash("md5").update(content).digest("hex") };
}

export function tempDataFile(): string {
  return path.join(mkdtempSync(path.join(tmpdir(), "cloudprinter-sim-")), "state.json");
}

// Generous on purpose: the bound only matters when something is wrong, and a busy CI machine is slow.
export async function waitUntil(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const address = (overrides: Record<string, unknown> = {}) => ({
  type: "delivery",
  firstname: "Somchai",
  lastname: "Jaidee",
  street1: "1 Sukhumvit Rd",
  zip: "10110",
  city: "Bangkok",
  country: "TH",
  email: "customer@example.com",
  phone: "+66800000000",
  ...overrides,
});

export const item = (overrides: Record<string, unknown> = {}) => ({
  reference: "item-1",
  product: "poster_a3_fc",
  count: "2",
  shipping_level: "cp_ground",
  files: [{ type: "product", url: "https://files.example/poster.pdf?token=abc", md5sum: FILE_MD5 }],
  options: [{ type: "poster_200art_matt", count: "1" }],
  ...overrides,
});

/** A valid orders/add body (without the key). */
export const order = (reference = "PG-1001", overrides: Record<string, unknown> = {}) => ({
  reference,
  email: "support@printgo.example",
  addresses: [address()],
  items: [item()],
  ...overrides,
});

export const quoteRequest = (overrides: Record<string, unknown> = {}) => ({
  country: "TH",
  currency: "EUR",
  items: [
    {
      reference: "item-1",
      product: "poster_a3_fc",
      count: "2",
      options: [{ type: "poster_200art_matt", count: "1" }],
    },
  ],
  ...overrides,
});
