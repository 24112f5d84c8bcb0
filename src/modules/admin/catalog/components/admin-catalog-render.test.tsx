import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import type { CatalogRow, EditableProduct } from "@/modules/catalog/server";
import { renderInLanguage } from "@/test/render-in-language";
import { parseCatalogQuery } from "../catalog-query";
import { AdminCatalogList } from "./admin-catalog-list";
import { AdminProductForm } from "./admin-product-form";
import { AdminProductMargins } from "./admin-product-margins";

vi.mock("@/modules/i18n/components/navigation", () => ({
  Link: ({ href, children, ...props }: { href: string; children: ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

const row = (id: number, active: boolean): CatalogRow => ({
  id,
  reference: `poster-${id}`,
  name: id === 4 ? "A3 Premium Poster" : "A4 Poster",
  categoryName: "Posters",
  basePrice: 899,
  active,
  thumbnail: `/images/products/poster-${id}.svg`,
  editedAt: active ? null : new Date("2026-11-20T10:00:00Z"),
});

const product: EditableProduct = {
  id: 4,
  reference: "a3-poster-premium",
  categorySlug: "posters",
  name: { en: "A3 Premium Poster", th: "โปสเตอร์ A3 พรีเมียม" },
  description: { en: "Rich colour.", th: "สีสด" },
  basePrice: 899,
  active: true,
  minQuantity: 1,
  maxQuantity: 500,
  priceBreaks: [{ minQuantity: 25, percentOff: 10 }],
  editedAt: null,
  origin: "file",
  providerReference: "poster_a3_fc",
  copiesPerUnit: 1,
  sizeChart: null,
  back: null,
  printAreas: [
    { code: "front", name: { en: "Front", th: "ด้านหน้า" }, widthMm: 297, heightMm: 420, cutLine: false },
  ],
  images: [
    {
      id: "1",
      url: "/images/products/a3-poster-premium-1.svg",
      alt: { en: "Poster", th: "โปสเตอร์" },
      mockupArea: { left: 0.1, top: 0.1, width: 0.8, height: 0.8 },
    },
  ],
  options: [
    {
      code: "paper",
      name: { en: "Paper", th: "กระดาษ" },
      values: [
        {
          code: "standard",
          name: { en: "Standard", th: "มาตรฐาน" },
          priceModifier: 0,
          providerKind: "options",
          provider: { kind: "options", options: [{ type: "poster_190pps", count: 1 }] },
        },
        {
          code: "matte",
          name: { en: "Matte", th: "ด้าน" },
          priceModifier: -150,
          providerKind: "none",
          provider: { kind: "none", reason: "test" },
        },
      ],
    },
  ],
};

describe("admin catalog rendering", () => {
  it("lists every product with its price, state and an edit link that keeps the search", () => {
    const html = renderInLanguage(
      "en",
      <AdminCatalogList
        rows={[row(4, true), row(9, false)]}
        query={parseCatalogQuery({ q: "poster" })}
        locale="en"
      />,
    );
    expect(html).toContain("2 products");
    expect(html).toContain("$8.99");
    expect(html).toContain("Inactive");
    expect(html).toContain("Edited by staff");
    expect(html).toContain('href="/admin/database/catalog/9?q=poster"');
  });

  it("says when nothing matches, in Thai", () => {
    const html = renderInLanguage(
      "th",
      <AdminCatalogList rows={[]} query={parseCatalogQuery({})} locale="th" />,
    );
    expect(html).toContain("ไม่พบสินค้าที่ตรงกัน");
  });

  it.each(["en", "th"] as const)("renders the edit form in %s with both languages side by side", (locale) => {
    const html = renderInLanguage(
      locale,
      <AdminProductForm product={product} backHref="/admin/database/catalog" locale={locale} />,
    );
    expect(html).toContain('value="8.99"');
    expect(html).toContain('value="-1.50"');
    expect(html).toContain("โปสเตอร์ A3 พรีเมียม");
    expect(html).toContain('lang="th"');
    // A value that changes nothing at the printer: its price is shown, not editable.
    expect(html).toMatch(/value="-1.50"[^>]*readOnly|readOnly[^>]*value="-1.50"/i);
    expect(html).not.toContain('data-testid="product-unsaved"');
  });

  it.each([
    ["en", "Shows", "None", "Paper: Matte"],
    ["th", "แสดงตัวเลือก", "ไม่ระบุ", "กระดาษ: ด้าน"],
  ] as const)("lets staff say which option value each picture shows (%s)", (locale, label, none, value) => {
    const shown = {
      ...product,
      images: [{ ...product.images[0]!, shows: { option: "paper", value: "matte" } }],
    };
    const html = renderInLanguage(
      locale,
      <AdminProductForm product={shown} backHref="/admin/database/catalog" locale={locale} />,
    );
    expect(html).toContain(`for="product-images-0-shows">${label}</label>`);
    const select = html.slice(html.indexOf("<select", html.indexOf('for="product-images-0-shows"')));
    expect(select.slice(0, select.indexOf("</select>"))).toContain(
      `<option value="">${none}</option><option value="[&quot;paper&quot;,&quot;standard&quot;]">`,
    );
    expect(select).toContain(
      `<option value="[&quot;paper&quot;,&quot;matte&quot;]" selected="">${value}</option>`,
    );
  });

  it.each([
    ["en", "Designs must carry a cut line (CutContour)", "297 × 420 mm"],
    ["th", "งานออกแบบต้องมีเส้นตัด (CutContour)", "297 × 420 มม."],
  ] as const)("lists the print areas with their size and cut line (%s)", (locale, cutLine, size) => {
    const html = renderInLanguage(
      locale,
      <AdminProductForm
        product={{ ...product, printAreas: [{ ...product.printAreas[0]!, cutLine: true }] }}
        backHref="/admin/database/catalog"
        locale={locale}
      />,
    );
    expect(html).toContain(size);
    expect(html).toMatch(/id="product-printAreas-0-cutLine"[^>]*checked=""/);
    expect(html).toContain(cutLine);
  });

  it.each([
    ["en", "Design drawn here", "The first one the customer uploads (Front)"],
    ["th", "งานออกแบบที่แสดงบนรูปนี้", "งานแรกที่ลูกค้าอัปโหลด (ด้านหน้า)"],
  ] as const)(
    "lets staff say which side a picture's mockup draws on a two-sided product (%s)",
    (locale, label, first) => {
      const twoSided = {
        ...product,
        printAreas: [
          product.printAreas[0]!,
          { code: "back", name: { en: "Back", th: "ด้านหลัง" }, widthMm: 297, heightMm: 420, cutLine: false },
        ],
        images: [
          {
            ...product.images[0]!,
            mockupArea: { left: 0.3, top: 0.3, width: 0.4, height: 0.4 },
            mockupPrintArea: "back",
          },
        ],
      };
      const html = renderInLanguage(
        locale,
        <AdminProductForm product={twoSided} backHref="/admin/database/catalog" locale={locale} />,
      );
      expect(html).toContain(`for="product-images-0-mockupPrintArea">${label}</label>`);
      expect(html).toContain(`<option value="">${first}</option>`);
      expect(html).toMatch(/<option value="back" selected="">(Back|ด้านหลัง)<\/option>/);
    },
  );

  it("shows each choice's cost against our price and marks a loss, in Thai", () => {
    const html = renderInLanguage(
      "th",
      <AdminProductMargins
        product={product}
        locale="th"
        report={{
          ok: true,
          country: "US",
          rows: [
            { ourUsdCents: 899, lowestUsdCents: 809, providerUsdCents: 326, loss: false },
            {
              option: "paper",
              value: "matte",
              ourUsdCents: 749,
              lowestUsdCents: 749,
              providerUsdCents: 849,
              loss: true,
            },
          ],
          losses: [
            {
              option: "paper",
              value: "matte",
              ourUsdCents: 749,
              lowestUsdCents: 749,
              providerUsdCents: 849,
              loss: true,
            },
          ],
        }}
      />,
    );
    expect(html).toContain("ตัวเลือกเริ่มต้น");
    expect(html).toContain("กระดาษ: ด้าน");
    expect(html).toContain("ขาดทุน $1.00");
    // The margin is taken at the deepest break's price: $8.09 against $3.26.
    expect(html).toContain("$8.09");
    expect(html).toContain("$4.83");
  });
});
