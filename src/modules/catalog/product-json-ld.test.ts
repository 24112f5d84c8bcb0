import { describe, expect, it } from "vitest";
import { freshDatabasePerTest } from "@/test/database";
import { getProduct } from "./catalog.server";
import { seedTestCatalog } from "./testing";
import { productJsonLd } from "./product-json-ld";

const testDb = freshDatabasePerTest();

async function seededProduct() {
  await seedTestCatalog(testDb.current);
  const product = await getProduct(1, "en");
  if (!product) throw new Error("product 1 is not seeded");
  return product;
}

describe("product structured data", () => {
  it("carries no rating for a product nobody has reviewed (the test catalog: none)", async () => {
    const product = await seededProduct();
    expect(product.reviewCount).toBe(0);
    const data = productJsonLd(product, "https://shop.example/product/1", "https://shop.example/a.jpg", 1999);
    expect(data).not.toHaveProperty("aggregateRating");
    expect(JSON.stringify(data)).not.toContain("AggregateRating");
  });

  it("carries the customers' average and count once there are reviews", async () => {
    const product = { ...(await seededProduct()), rating: 4.5, reviewCount: 2 };
    const data = productJsonLd(product, "https://shop.example/product/1", "https://shop.example/a.jpg", 1999);
    expect(data).toMatchObject({
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2, bestRating: 5 },
    });
  });
});
