import { afterEach, describe, expect, it } from "vitest";
import { rawRequest, startEdge } from "./edge-test-server";

let running: Awaited<ReturnType<typeof startEdge>> | undefined;
afterEach(() => running?.close());

async function start(...args: Parameters<typeof startEdge>): Promise<string> {
  running = await startEdge(...args);
  return running.base;
}

describe("the custom server's edge", () => {
  it("takes the client from X-Forwarded-For when the peer is a trusted proxy", async () => {
    const base = await start("loopback");
    const response = await rawRequest(base, "/", { headers: { "x-forwarded-for": "6.6.6.6, 198.51.100.7" } });
    expect(JSON.parse(response.body).client).toBe("198.51.100.7");
  });

  it("drops forwarded headers sent by a peer it does not trust", async () => {
    const base = await start();
    const response = await rawRequest(base, "/", {
      headers: { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
    });
    const seen = JSON.parse(response.body).headers;
    expect(seen["x-forwarded-host"]).toBeUndefined();
    expect(seen["x-forwarded-proto"]).toBeUndefined();
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("passes a client's x-request-id on only as a cleaned, short label", async () => {
    const base = await start();
    const response = await rawRequest(base, "/", {
      headers: { "x-request-id": `forged "id"${"x".repeat(100)}` },
    });
    const seen = JSON.parse(response.body).headers;
    expect(seen["x-request-id"]).toBeUndefined();
    expect(seen["x-printgo-client-request-id"]).toBe(`forgedid${"x".repeat(56)}`);
  });

  it("sends HSTS when a trusted proxy says the browser came over https", async () => {
    const base = await start("1");
    const response = await rawRequest(base, "/", { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
    await running!.close();
    const behindTls = await start("", true);
    const direct = await rawRequest(behindTls, "/api/health");
    expect(direct.headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
  });

  it("answers a path with a broken %-escape with 400, in JSON for the API and Thai under /th", async () => {
    const base = await start();
    const page = await rawRequest(base, "/%ff");
    expect(page.status).toBe(400);
    expect(page.headers["content-type"]).toContain("text/html");
    const api = await rawRequest(base, "/api/products/%ff");
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body).error).toBe("bad_path");
    const thai = await rawRequest(base, "/th/product/%E0%A4");
    expect(thai.status).toBe(400);
    expect(thai.body).toContain("ที่อยู่นี้ไม่ถูกต้อง");
  });

  it("refuses a Server Action from a foreign Origin with 403", async () => {
    const base = await start();
    const response = await rawRequest(base, "/contact", {
      method: "POST",
      headers: { "next-action": "abc", origin: "https://evil.example", "content-type": "text/plain" },
      chunks: [Buffer.from("[]")],
    });
    expect(response.status).toBe(403);
    expect(response.body).toContain("another website");
  });

  it("treats a form posted before the page hydrated as a Server Action, but leaves the API alone", async () => {
    const base = await start();
    const foreign = { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" };
    const form = await rawRequest(base, "/th/support", {
      method: "POST",
      headers: foreign,
      chunks: [Buffer.from("a=1")],
    });
    expect(form.status).toBe(403);
    expect(form.headers["content-type"]).toContain("text/html");
    expect(form.body).toContain('lang="th"');
    const api = await rawRequest(base, "/api/uploads", {
      method: "POST",
      headers: foreign,
      chunks: [Buffer.from("a=1")],
    });
    expect(api.status).toBe(200);
  });

  it("refuses a Server Action body over 1 MB with 413, declared or chunked", async () => {
    const base = await start();
    const big = Buffer.alloc(1024 * 1024 + 1, "a");
    const action = { "next-action": "abc", "content-type": "text/plain" };
    const declared = await rawRequest(base, "/th/contact", {
      method: "POST",
      headers: { ...action, "content-length": String(big.length) },
      chunks: [big],
    });
    expect(declared.status).toBe(413);
    expect(declared.body).toContain("1 MB");
    const chunked = await rawRequest(base, "/contact", {
      method: "POST",
      headers: action,
      chunks: [big.subarray(0, 600_000), big.subarray(600_000)],
    });
    expect(chunked.status).toBe(413);
  });

  it("hands a chunked Server Action body under the limit to the app whole", async () => {
    const base = await start();
    const response = await rawRequest(base, "/contact", {
      method: "POST",
      headers: { "next-action": "abc", origin: base, "content-type": "text/plain" },
      chunks: [Buffer.alloc(300_000, "a"), Buffer.alloc(300_000, "b")],
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body).bodyBytes).toBe(600_000);
  });
});
