import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { localizedPath } from "../../src/modules/i18n";
import { sitemapPages } from "./site-pages";

test("the sitemap lists every public page in both languages", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  for (const page of sitemapPages) {
    for (const locale of ["en", "th"] as const) {
      expect(xml).toContain(`/${localizedPath(locale, page.path).replace(/^\//, "")}</loc>`);
    }
  }
  expect(xml).toContain('hreflang="th"');
});

test("robots.txt points at the sitemap and keeps crawlers out of the API", async ({ request }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  expect(text).toContain("Disallow: /api/");
});

test("pages are sent with security headers and no framework banner", async ({ request }) => {
  const response = await request.get("/th/support");
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).toContain("default-src 'self'");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-powered-by"]).toBeUndefined();
  expect(headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
});

test("health reports the database as up", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", database: "up" });
  expect(response.headers()["x-request-id"]).toBeTruthy();
  // Nothing outside the pages may run scripts or be framed.
  expect(response.headers()["content-security-policy"]).toContain("default-src 'none'");
});

test("readiness reports the database, every migration, the file store and the job runner as ready", async ({
  request,
}) => {
  const response = await request.get("/api/ready");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  const body = (await response.json()) as { status: string; checks: Record<string, { ok: boolean }> };
  expect(body.status).toBe("ready");
  expect(Object.keys(body.checks).sort()).toEqual(["database", "jobs", "migrations", "storage"]);
  expect(Object.values(body.checks).every((check) => check.ok)).toBe(true);
});

test("a client-sent x-request-id is neither echoed nor used, on pages and the API", async ({ request }) => {
  for (const url of ["/th/support", "/api/health"]) {
    const response = await request.get(url, { headers: { "x-request-id": "attacker-chosen" } });
    expect(response.headers()["x-request-id"], url).toMatch(/^[0-9a-f-]{36}$/);
  }
});

test("a repeated quote question is answered from the front server's copy, a new one by the app", async ({
  request,
}) => {
  // A quantity no other test asks for, so the first answer is the app's own.
  const question = (quantity: number) => ({
    data: { productId: 1, quantity, options: { finish: "gloss", pack: "500" }, country: "TH" },
    headers: { "x-forwarded-for": "198.51.100.77" },
  });
  const first = await request.post("/api/quote", question(97));
  const again = await request.post("/api/quote", question(97));
  const other = await request.post("/api/quote", question(96));
  expect([first.status(), again.status(), other.status()]).toEqual([200, 200, 200]);
  expect(first.headers()["x-edge-cache"]).toBeUndefined();
  expect(again.headers()["x-edge-cache"]).toBe("HIT");
  expect(other.headers()["x-edge-cache"]).toBeUndefined();
  expect(await again.json()).toEqual(await first.json());
  for (const answer of [first, again, other])
    expect(answer.headers()["x-printgo-keep-seconds"]).toBeUndefined();
});

// The e2e server trusts loopback as a proxy (TRUSTED_PROXIES in playwright.config.ts, so the account
// tests can speak for their own client addresses); a claim of https from a peer it does not trust is
// proven ignored against the real custom server in src/server/http/edge/edge-handler.test.ts.
test("no HSTS over plain http", async ({ request }) => {
  const response = await request.get("/");
  expect(response.headers()["strict-transport-security"]).toBeUndefined();
});

test("a path with a broken %-escape is a 400 with a message, never a 500", async ({ baseURL }) => {
  // Raw requests: fetch and Playwright would re-encode the path.
  for (const [path, expected] of [
    ["/%ff", "not valid"],
    ["/th/%E0%A4", "ไม่ถูกต้อง"],
    ["/api/products/%ff", '"error":"bad_path"'],
  ] as const) {
    const response = await rawPost(baseURL!, path, { method: "GET" });
    expect(response.status, path).toBe(400);
    expect(response.body, path).toContain(expected);
  }
});

test("a Server Action from a foreign Origin is refused with 403", async ({ request }) => {
  const response = await request.post("/contact", {
    headers: { "next-action": "0".repeat(42), origin: "https://evil.example", "content-type": "text/plain" },
    data: "[]",
  });
  expect(response.status()).toBe(403);
});

test("a Server Action body over 1 MB is a 413 with a message in the page's language", async ({ baseURL }) => {
  const body = Buffer.alloc(1024 * 1024 + 10, "a");
  const headers = { "next-action": "0".repeat(42), "content-type": "text/plain" };
  const declared = await rawPost(baseURL!, "/th/contact", { headers, chunks: [body], length: body.length });
  expect(declared.status).toBe(413);
  expect(declared.body).toContain("1 MB");
  expect(declared.body).toMatch(/[\u0E00-\u0E7F]/);
  const chunked = await rawPost(baseURL!, "/contact", {
    headers,
    chunks: [body.subarray(0, 1e6), body.subarray(1e6)],
  });
  expect(chunked.status).toBe(413);
});

/** A request sent as written: chunked unless a length is given. */
function rawPost(
  baseURL: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; chunks?: Buffer[]; length?: number },
): Promise<{ status: number; body: string }> {
  const url = new URL(baseURL);
  const headers = {
    ...options.headers,
    ...(options.length ? { "content-length": String(options.length) } : {}),
  };
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path, method: options.method ?? "POST", headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on("error", reject);
    for (const chunk of options.chunks ?? []) req.write(chunk);
    req.end();
  });
}
