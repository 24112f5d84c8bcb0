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

  it("gives a garment's sizes with their measurements in millimetres, a measure left blank left out", async () => {
    const product = {
      ...(await seededProduct()),
      sizeChart: {
        measures: ["Chest width", "Body length"],
        rows: [
          { label: "S", mm: [460, 700] },
          { label: "M", mm: [500, null] },
        ],
      },
    };
    const data = productJsonLd(product, "https://shop.example/product/1", "https://shop.example/a.jpg", 1999);
    expect(data.size).toEqual([
      {
        "@type": "SizeSpecification",
        name: "S",
        hasMeasurement: [
          { "@type": "QuantitativeValue", name: "Chest width", value: 460, unitCode: "MMT" },
          { "@type": "QuantitativeValue", name: "Body length", value: 700, unitCode: "MMT" },
        ],
      },
      {
        "@type": "SizeSpecification",
        name: "M",
        hasMeasurement: [{ "@type": "QuantitativeValue", name: "Chest width", value: 500, unitCode: "MMT" }],
      },
    ]);
  });

  it("has no size for a product without a size chart", async () => {
    const data = productJsonLd(
      await seededProduct(),
      "https://shop.example/p",
      "https://shop.example/a.jpg",
      1999,
    );
    expect(data).not.toHaveProperty("size");
  });
});
