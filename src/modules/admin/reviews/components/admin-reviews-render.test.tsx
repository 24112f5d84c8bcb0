import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import type { StaffReviewRow } from "@/modules/reviews/server";
import { renderInLanguage } from "@/test/render-in-language";
import { parseReviewsQuery } from "../reviews-query";
import { AdminReviewsList } from "./admin-reviews-list";

vi.mock("@/modules/i18n/components/navigation", () => ({
  Link: ({ href, children, ...props }: { href: string; children: ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
  useRouter: () => ({ refresh: () => {} }),
}));

const row = (id: string, hidden: boolean): StaffReviewRow => ({
  id,
  productId: 1,
  productName: { en: "Premium Business Cards", th: "นามบัตรพรีเมียม" },
  orderNumber: "PG-ABCD2345",
  authorName: "Somchai J.",
  rating: 4,
  body: "Crisp print.",
  locale: "en",
  createdAt: new Date("2026-11-20T10:00:00Z"),
  hiddenAt: hidden ? new Date("2026-11-21T10:00:00Z") : null,
});

const result = {
  rows: [
    row("0b8f4d5e-1c2a-4e6f-8a9b-0c1d2e3f4a5b", false),
    row("1b8f4d5e-1c2a-4e6f-8a9b-0c1d2e3f4a5b", true),
  ],
  total: 2,
  page: 1,
  pageSize: 25,
};

describe("admin reviews list", () => {
  it("lists each review with its product, order, stars, status and the button that fits", () => {
    const html = renderInLanguage(
      "en",
      <AdminReviewsList query={parseReviewsQuery({})} result={result} locale="en" />,
    );
    expect(html).toContain("Premium Business Cards");
    expect(html).toContain('href="/admin/orders/PG-ABCD2345"');
    expect(html).toContain('aria-label="4 out of 5 stars"');
    expect(html).toContain(">Visible</span>");
    expect(html).toContain(">Hidden</span>");
    expect(html).toContain('aria-label="Hide the review by Somchai J."');
    expect(html).toContain('aria-label="Show the review by Somchai J. again"');
  });

  it("reads in Thai, with the product's Thai name", () => {
    const html = renderInLanguage(
      "th",
      <AdminReviewsList query={parseReviewsQuery({ show: "hidden" })} result={result} locale="th" />,
    );
    expect(html).toContain("นามบัตรพรีเมียม");
    expect(html).toContain("ซ่อนรีวิวของ Somchai J.");
    expect(html).toContain('<option value="hidden" selected="">ซ่อนแล้ว</option>');
  });

  it("says when there is nothing to list", () => {
    const html = renderInLanguage(
      "en",
      <AdminReviewsList
        query={parseReviewsQuery({})}
        result={{ rows: [], total: 0, page: 1, pageSize: 25 }}
        locale="en"
      />,
    );
    expect(html).toContain("No reviews here.");
  });
});
