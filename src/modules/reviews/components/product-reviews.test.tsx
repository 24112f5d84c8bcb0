import { describe, expect, it } from "vitest";
import { renderInLanguage } from "@/test/render-in-language";
import { ProductReviews } from "./product-reviews";

const review = {
  id: "review-1",
  authorName: "Somchai",
  rating: 5,
  body: "Sharp print, fast delivery.",
  locale: "en",
  createdAt: new Date("2026-11-20T10:00:00Z"),
};

describe("the product page's reviews", () => {
  it("mark every review as a verified buyer's, since only buyers of delivered orders can write one", () => {
    const html = renderInLanguage("en", <ProductReviews rating={5} reviewCount={1} reviews={[review]} />);
    expect(html).toMatch(/data-testid="verified-buyer"[^>]*>.*Verified buyer/);
    const thai = renderInLanguage("th", <ProductReviews rating={5} reviewCount={1} reviews={[review]} />);
    expect(thai).toContain("ผู้ซื้อที่ยืนยันแล้ว");
  });
});
