import { expect, test } from "@playwright/test";

/**
 * Follows every internal link from / (both languages, header, footer, page bodies) and fails on any
 * that answers 4xx or 5xx. Plain fetch without cookies, so each URL is judged on its own.
 */
test("a crawl from / finds no internal link that answers an error", async ({ baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const queue = ["/", "/th"];
  const seen = new Set(queue);
  const broken: string[] = [];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const response = await fetch(origin + path, { redirect: "follow" });
    if (response.status >= 400) {
      broken.push(`${response.status} ${path}`);
      continue;
    }
    if (!(response.headers.get("content-type") ?? "").includes("text/html")) continue;
    const html = await response.text();
    for (const [, href] of html.matchAll(/href="([^"]+)"/g)) {
      const url = new URL(href!.replaceAll("&amp;", "&"), origin + path);
      if (url.origin !== origin || url.pathname.startsWith("/_next/")) continue;
      const target = url.pathname + url.search;
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  expect(broken).toEqual([]);
  expect(seen.size).toBeGreaterThan(40);
});
