import { describe, expect, it } from "vitest";
import PageCacheHandler from "./page-cache-handler.cjs";
import { dropPagesOnInvalidation } from "./page-cache";
import { invalidateTags } from "./index";

const page = (html: string) => ({ kind: "APP_PAGE", html, rscData: Buffer.from(html) });

describe("the prerendered pages' cache", () => {
  it("keeps a rendered page until the pages are dropped", async () => {
    const cache = new PageCacheHandler();
    expect(await cache.get("/en/product/1")).toBeNull();
    await cache.set("/en/product/1", page("<p>$9.99</p>"));
    expect((await cache.get("/en/product/1"))?.value).toEqual(page("<p>$9.99</p>"));
    PageCacheHandler.dropPrerenderedPages();
    expect(await cache.get("/en/product/1")).toBeNull();
  });

  it("does not keep a page whose render began before the pages were dropped", async () => {
    const cache = new PageCacheHandler();
    expect(await cache.get("/en/product/2")).toBeNull(); // Next asks, misses, and renders
    PageCacheHandler.dropPrerenderedPages(); // a price changes meanwhile
    await cache.set("/en/product/2", page("<p>old price</p>"));
    expect(await cache.get("/en/product/2")).toBeNull();
  });

  it("drops the pages when any cached data is invalidated (a catalog edit)", async () => {
    const stop = dropPagesOnInvalidation();
    try {
      const cache = new PageCacheHandler();
      await cache.get("/th/products");
      await cache.set("/th/products", page("<p>catalog</p>"));
      expect(await cache.get("/th/products")).not.toBeNull();
      await invalidateTags(["catalog"]);
      expect(await cache.get("/th/products")).toBeNull();
    } finally {
      stop();
    }
  });
});
