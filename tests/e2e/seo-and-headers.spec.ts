import { expect, test } from "@playwright/test";
import { localizedPath } from "../../src/modules/i18n/localized-path";
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
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-powered-by"]).toBeUndefined();
  expect(headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
});

test("health reports the database as up", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", database: "up" });
  expect(response.headers()["x-request-id"]).toBeTruthy();
});
