import { expect, test, type APIRequestContext } from "@playwright/test";

/**
 * The storefront's script rules (docs/client-weight.md), checked on what the production build sends:
 * the scripts a page names in its HTML (without `noModule`, which modern browsers skip). zod (~30 KB
 * gzip) came back once through one function that shared a file with a form schema; this fails then.
 */
// `/checkout` as a first visit sees it, with an empty cart: the wizard (and zod) loads only for a cart
// with lines.
const STOREFRONT_PAGES = ["/", "/products", "/product/1", "/th/product/1", "/checkout"];

/** zod's own class names, which survive minification (`$constructor("$ZodType", …)`). */
const ZOD_SIGNATURE = /"\$Zod(Type|Error)"/;

async function scriptsOf(request: APIRequestContext, page: string): Promise<Map<string, string>> {
  const html = await (await request.get(page)).text();
  const sources = [...html.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !/\bnoModule\b/i.test(tag))
    .map((tag) => /\bsrc="([^"]+)"/.exec(tag)?.[1])
    .filter((src): src is string => src !== undefined);
  expect(sources.length, `${page} names its scripts`).toBeGreaterThan(0);
  const scripts = new Map<string, string>();
  for (const src of sources) scripts.set(src, await (await request.get(src)).text());
  return scripts;
}

test("storefront pages load no zod when they open", async ({ request }) => {
  for (const page of STOREFRONT_PAGES) {
    const scripts = await scriptsOf(request, page);
    const withZod = [...scripts].filter(([, text]) => ZOD_SIGNATURE.test(text)).map(([src]) => src);
    expect(withZod, `${page} loads zod in ${withZod.join(", ")}`).toEqual([]);
  }
});
