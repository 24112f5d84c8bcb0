import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderInLanguage } from "@/test/render-in-language";
import { ReviewForm } from "./review-form";

vi.mock("@/modules/i18n/components/navigation", () => ({
  Link: ({ href, children, ...props }: { href: string; children: ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

const line = {
  orderItemId: "0b8f4d5e-1c2a-4e6f-8a9b-0c1d2e3f4a5b",
  productId: 1,
  name: "Premium Business Cards",
};

describe("review form", () => {
  it("offers five stars as one named radio group, the suggested name and an optional text", () => {
    const html = renderInLanguage("en", <ReviewForm token="t0k3n" line={line} suggestedName="Somchai J." />);
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>Your rating/);
    const radios = html.match(/<input[^>]*type="radio"[^>]*>/g) ?? [];
    expect(radios).toHaveLength(5);
    for (const radio of radios) expect(radio).toContain('name="rating"');
    for (const name of ["1 star", "2 stars", "5 stars"]) expect(html).toContain(`>${name}</span>`);
    expect(html).toContain('value="Somchai J."');
    expect(html).toContain('name="token" value="t0k3n"');
    expect(html).toContain(`name="orderItemId" value="${line.orderItemId}"`);
    expect(html).toContain("(optional)");
    expect(html).toContain('aria-label="Publish your review of Premium Business Cards"');
  });

  it("reads in Thai", () => {
    const html = renderInLanguage("th", <ReviewForm token="t0k3n" line={line} suggestedName="แดเนียล ว." />);
    expect(html).toContain("คะแนนของคุณ");
    expect(html).toContain(">5 ดาว</span>");
    expect(html).toContain('value="แดเนียล ว."');
    expect(html).toContain("เผยแพร่รีวิว");
  });
});
