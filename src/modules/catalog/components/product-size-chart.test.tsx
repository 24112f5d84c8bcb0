import { describe, expect, it } from "vitest";
import { renderInLanguage } from "@/test/render-in-language";
import { ProductSizeChart } from "./product-size-chart";

const chart = {
  measures: ["ความกว้างหน้าอก", "ความยาวตัวเสื้อ"],
  rows: [
    { label: "M", mm: [510, 740] },
    { label: "XL", mm: [610, null] },
  ],
};

describe("the product page's size chart", () => {
  it("shows sizes by measures in centimetres and inches, in Thai, behind a disclosure", () => {
    const html = renderInLanguage("th", <ProductSizeChart chart={chart} locale="th" />);
    expect(html).toMatch(/<details[^>]*><summary[^>]*>ตารางไซซ์<\/summary>/);
    expect(html).toContain("<caption");
    expect(html).toContain("ขนาดของตัวเสื้อผ้า");
    expect(html).toContain('<th scope="col" class="py-2 pr-4 text-left font-semibold">ความกว้างหน้าอก</th>');
    expect(html).toContain("61.0 ซม. / 24.0 นิ้ว");
    expect(html).toContain("74.0 ซม. / 29.1 นิ้ว");
    expect(html).toContain("ไม่ได้วัด");
    expect(html).toMatch(/<th scope="row"[^>]*>XL<\/th>/);
  });

  it("writes numbers in the page's language's format", () => {
    const html = renderInLanguage(
      "en",
      <ProductSizeChart chart={{ measures: ["Width"], rows: [{ label: "S", mm: [12345] }] }} locale="en" />,
    );
    expect(html).toContain("1,234.5 cm / 486.0 in");
  });
});
