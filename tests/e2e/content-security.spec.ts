import { expect, test, type Page } from "@playwright/test";
import { localizedPath } from "../../src/modules/i18n";
import { sitePages } from "./site-pages";

/** Collects every CSP report the page raises: the DOM event and Chromium's "Refused to…" console line. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}`);
    });
  });
  return violations;
}

for (const locale of ["en", "th"] as const) {
  test(`every ${locale} page runs under its nonce policy with no violation and hydrates`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const violations = await watchViolations(page);
    for (const { path } of sitePages) {
      const url = localizedPath(locale, path);
      const response = await page.goto(url);
      const policy = response?.headers()["content-security-policy"] ?? "";
      expect(policy, url).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'/);
      expect(policy, url).toContain("form-action 'self'");
      // Hydrated: the header's language menu (a client component) opens.
      await page.locator('header button[aria-haspopup="menu"]:visible').first().click();
      await expect(page.getByRole("menu"), url).toBeVisible();
      await page.keyboard.press("Escape");
      expect(violations, url).toEqual([]);
    }
  });
}

test("each page load gets a fresh nonce that only Next's own scripts carry", async ({ request }) => {
  const nonces = await Promise.all(
    [1, 2].map(async () => {
      const response = await request.get("/th/pricing");
      const nonce = response.headers()["content-security-policy"]!.match(/'nonce-([^']+)'/)![1]!;
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      const executable = scripts.filter((tag) => !tag.includes('type="application/ld+json"'));
      expect(executable.length).toBeGreaterThan(0);
      for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);
      return nonce;
    }),
  );
  expect(nonces[0]).not.toBe(nonces[1]);
});
