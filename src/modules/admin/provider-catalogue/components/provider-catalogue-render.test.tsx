import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderInLanguage } from "@/test/render-in-language";
import { readProviderProduct, readProviderProducts } from "../provider-catalogue";
import { parseCostChoice } from "../provider-catalogue-query";
import { ProviderCatalogueList } from "./provider-catalogue-list";
import { ProviderProductDetails } from "./provider-product-details";
import { ProviderProductPage } from "./provider-product-page";

vi.mock("@/modules/i18n/components/navigation", () => ({
  Link: ({ href, children, ...props }: { href: string; children: ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

const poster = readProviderProduct(
  {
    reference: "poster_a3_fc",
    name: "Poster A3",
    note: "Poster A3 (simulated)",
    options: [
      { reference: "poster_190pps", type: "type_poster_paper", note: "190 g/m² poster paper", default: true },
      { reference: "poster_200art_matt", type: "type_poster_paper", note: "200 g/m² art paper, matt" },
      { reference: "envelope_standard", type: "type_envelope", note: "Standard envelope" },
    ],
    specs: [
      { reference: "exact_width_in_mm", note: "Trimmed width in mm", value: "297" },
      { reference: "exact_height_in_mm", note: "Trimmed height in mm", value: "420" },
      { reference: "cover_wrap_in_mm", note: "Cover wrap in mm", value: "15" },
    ],
  },
  "Posters",
);

describe("provider catalogue rendering", () => {
  it.each(["en", "th"] as const)(
    "shows the families with the default and optional marked, and the specs (%s)",
    (locale) => {
      const html = renderInLanguage(locale, <ProviderProductDetails product={poster} />);
      expect(html.match(/data-testid="provider-family"/g)).toHaveLength(2);
      expect(html).toContain(locale === "en" ? ">Default<" : ">ค่าเริ่มต้น<");
      expect(html).toContain(locale === "en" ? ">Optional<" : ">ไม่บังคับ<");
      expect(html).toContain(locale === "en" ? "297 × 420 mm" : "297 × 420 มม.");
      expect(html).toContain("cover_wrap_in_mm");
      expect(html.match(/data-testid="provider-spec"/g)).toHaveLength(3);
    },
  );

  it.each([
    ["en", "1", "Required (a CutContour spot colour)"],
    ["th", "1", "ต้องมี (สีพิเศษชื่อ CutContour)"],
    ["en", "0", "Not needed (cut to the chosen shape)"],
  ] as const)(
    "says in %s whether the design must carry its cut line (cut_line_required %s)",
    (locale, value, says) => {
      const sticker = readProviderProduct(
        {
          reference: "demo_sticker_die_cut",
          name: "Die-cut sticker",
          note: "",
          options: [],
          specs: [{ reference: "cut_line_required", note: "Cut line", value }],
        },
        "Stickers",
      );
      const html = renderInLanguage(locale, <ProviderProductDetails product={sticker} />);
      expect(html).toContain(says);
    },
  );

  it("offers the cost form with the defaults chosen, the import link, and the cost in both currencies", () => {
    const { choice, invalid } = parseCostChoice({ quantity: "zero" }, poster, ["TH", "US"]);
    const html = renderInLanguage(
      "en",
      <ProviderProductPage
        product={poster}
        choice={choice}
        invalid={invalid}
        countries={["TH", "US"]}
        cost={{ ok: true, data: { amount: 6.65, currency: "EUR", itemsAmount: 3.9, usdCents: 723 } }}
        locale="en"
      />,
    );
    expect(html).toContain('href="/admin/catalogue/provider/poster_a3_fc/import"');
    expect(html).toContain("Create shop product");
    expect(html).toMatch(/<option value="US" selected="">/);
    expect(html).toMatch(/<option value="poster_190pps" selected="">/);
    expect(html).toContain('<option value="" selected="">None</option>');
    expect(html).toContain("1 copy to United States");
    expect(html).toContain("Not valid, so the default is used.");
    expect(html).toContain("€6.65");
    expect(html).toContain("$7.23");
  });

  it("lists products without deprecated categories, and says when the provider can't be reached (th)", () => {
    const products = readProviderProducts([
      {
        reference: "poster_a3_fc",
        name: "Poster A3",
        category: "Posters",
        from_price: "3.9",
        currency: "EUR",
      },
      { reference: "old_fc", name: "Old", category: "Deprecated cards" },
    ]);
    const html = renderInLanguage(
      "en",
      <ProviderCatalogueList
        catalogue={{ ok: true, data: products }}
        filter={{ q: "", category: "" }}
        locale="en"
      />,
    );
    expect(html).toContain("Posters (1)");
    expect(html).not.toContain("Deprecated cards");
    expect(html).toContain('href="/admin/catalogue/provider/poster_a3_fc"');
    expect(html).toContain("€3.90");

    const failed = renderInLanguage(
      "th",
      <ProviderCatalogueList
        catalogue={{ ok: false, error: { code: "unreachable" } }}
        filter={{ q: "", category: "" }}
        locale="th"
      />,
    );
    expect(failed).toContain("Cloudprinter ไม่ตอบกลับภายในเวลาที่กำหนด");
  });
});
