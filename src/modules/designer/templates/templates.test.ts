// @vitest-environment node
import { createCanvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import {
  canvasFont,
  coveredBox,
  designDocumentSchema,
  designWarnings,
  documentGeometry,
  MM_PER_POINT,
  textHeightMm,
  type DrawingContext,
} from "@/modules/print-design";
import { registerDesignFonts } from "@/modules/print-design/server";
import { DESIGN_KINDS, type DesignerProduct, type DesignKind } from "../designer-product";
import { TEMPLATES_BY_KIND } from "./template-library";
import type { DesignTemplate, TemplateText } from "./template-schema";
import { blankDocument } from "../components/start-document";
import { templateDocument, templatesFor } from "./templates";

const LOCALES = ["en", "th"] as const;
const FRONT = { areaId: "front", name: "Front" };
const BACK = { areaId: "back", name: "Back" };

type Shape = { trim: [number, number]; sides: DesignerProduct["sides"]; bleed?: number; safety?: number };

/**
 * The trims, sides and margins the shop sells each kind in (and the reference trims among them): the
 * demo account's postcard asks for a 4 mm safety margin, its T-shirts for no bleed and 10 mm.
 */
const PRODUCT_SHAPES: Record<DesignKind, Shape[]> = {
  "business-card": [
    { trim: [85, 55], sides: [FRONT, BACK] },
    { trim: [55, 55], sides: [FRONT, BACK] },
    { trim: [85, 55], sides: [FRONT] },
  ],
  flyer: [
    { trim: [148, 210], sides: [FRONT] },
    { trim: [210, 297], sides: [FRONT] },
  ],
  poster: [
    { trim: [297, 420], sides: [FRONT] },
    { trim: [210, 297], sides: [FRONT] },
  ],
  postcard: [
    { trim: [148, 105], sides: [FRONT, BACK] },
    { trim: [152, 102], sides: [FRONT, BACK] },
    { trim: [148, 105], sides: [FRONT, BACK], bleed: 3, safety: 4 },
  ],
  tshirt: [
    { trim: [300, 400], sides: [FRONT] },
    { trim: [300, 400], sides: [FRONT], bleed: 0, safety: 10 },
    { trim: [280, 380], sides: [FRONT], bleed: 0, safety: 10 },
  ],
};

function productsOf(kind: DesignKind): DesignerProduct[] {
  return PRODUCT_SHAPES[kind].map(({ trim, sides, bleed = 3, safety = 3 }, index) => ({
    id: index + 1,
    name: `${kind} ${trim.join("×")} (bleed ${bleed}, safety ${safety})`,
    kind,
    trim: { width: trim[0], height: trim[1] },
    bleed,
    safety,
    sides,
  }));
}

/** A product at the template's own trim with one side per template side. */
function referenceProduct(template: DesignTemplate): DesignerProduct {
  return {
    id: 1,
    name: template.id,
    kind: template.kind,
    trim: template.trim,
    bleed: 3,
    safety: 3,
    sides: [FRONT, BACK].slice(0, template.sides.length),
  };
}

const allTemplates = DESIGN_KINDS.flatMap((kind) => TEMPLATES_BY_KIND[kind]);
const textsOf = (template: DesignTemplate) =>
  template.sides.flatMap((side) =>
    side.elements.filter((element): element is TemplateText => element.kind === "text"),
  );

/** Wording that reads the same in both languages: a phone number, an email address, a web address. */
function isContactDetail(wording: string): boolean {
  const phone = /^\+?[\d\s()-]+$/;
  const email = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
  const web = /^(?:https?:\/\/|www\.)\S+$/i;
  return [phone, email, web].some((pattern) => pattern.test(wording.trim()));
}

const THAI = /[\u0E00-\u0E7F]/;

describe("the design templates", () => {
  it("offers at least four templates for every kind", () => {
    for (const kind of DESIGN_KINDS) {
      const product = productsOf(kind)[0]!;
      expect(templatesFor(product, "en").length, kind).toBeGreaterThanOrEqual(4);
    }
  });

  it("gives every template a unique kebab-case id and a name in both languages", () => {
    const ids = allTemplates.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const template of allTemplates) {
      expect(template.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(template.name.th, template.id).toMatch(THAI);
    }
  });

  it("uses every designer font across the templates", () => {
    const fonts = new Set(allTemplates.flatMap((template) => textsOf(template).map((text) => text.font)));
    expect([...fonts].sort()).toEqual(["noto-sans-thai", "prompt", "sarabun"]);
  });

  it("every template becomes a valid document for each product of its kind", () => {
    for (const kind of DESIGN_KINDS) {
      for (const product of productsOf(kind)) {
        for (const locale of LOCALES) {
          for (const view of templatesFor(product, locale)) {
            const label = `${view.id} on ${product.name} (${locale})`;
            const parsed = designDocumentSchema.safeParse(view.document);
            expect(parsed.error, label).toBeUndefined();
            expect(view.document.productId, label).toBe(product.id);
            expect(view.document.trim, label).toEqual(product.trim);
            expect(
              view.document.sides.map((side) => side.areaId),
              label,
            ).toEqual(product.sides.map((side) => side.areaId));
          }
        }
      }
    }
  });

  it("names each template in the customer's language", () => {
    const product = productsOf("business-card")[0]!;
    const english = templatesFor(product, "en");
    const thai = templatesFor(product, "th");
    expect(english.map((view) => view.id)).toEqual(thai.map((view) => view.id));
    for (const [index, view] of thai.entries()) {
      expect(view.name).toMatch(THAI);
      expect(english[index]!.name).not.toMatch(THAI);
    }
  });

  it("fills a product side the template has no design for with an empty side", () => {
    const [template] = TEMPLATES_BY_KIND.flyer;
    const product = { ...productsOf("flyer")[0]!, sides: [FRONT, BACK] };
    const document = templateDocument(template!, product, "en");
    expect(document.sides[1]).toEqual({ areaId: "back", background: null, elements: [] });
  });

  it("has no print warnings at its reference size", () => {
    for (const template of allTemplates) {
      for (const locale of LOCALES) {
        const document = templateDocument(template, referenceProduct(template), locale);
        expect(
          designWarnings(document, documentGeometry(document), new Map()),
          `${template.id} (${locale})`,
        ).toEqual([]);
      }
    }
  });

  it("keeps text inside the safe area and artwork at the page's edge at every product size", () => {
    for (const kind of DESIGN_KINDS) {
      for (const product of productsOf(kind)) {
        for (const view of templatesFor(product, "th")) {
          const warnings = designWarnings(view.document, documentGeometry(view.document), new Map());
          expect(warnings, `${view.id} on ${product.name}`).toEqual([]);
        }
      }
    }
  });

  it("keeps the page's own layout at its reference size", () => {
    // Scaling to the template's own trim must change nothing but the language of the words.
    for (const template of allTemplates) {
      const document = templateDocument(template, referenceProduct(template), "en");
      document.sides.forEach((side, index) => {
        side.elements.forEach((element, position) => {
          const original = template.sides[index]!.elements[position]!;
          const { x, y, width, height } = original;
          expect({ x: element.x, y: element.y, width: element.width, height: element.height }).toEqual({
            x,
            y,
            width,
            height,
          });
        });
      });
    }
  });

  it("fits every text in its box at its reference size in both languages", async () => {
    await registerDesignFonts();
    const context = createCanvas(10, 10).getContext("2d") as unknown as DrawingContext;
    const segmenter = new Intl.Segmenter("th", { granularity: "word" });
    for (const template of allTemplates) {
      for (const element of textsOf(template)) {
        for (const locale of LOCALES) {
          const label = `${template.id} ${element.id} (${locale})`;
          const text = { ...element, text: element.text[locale] };
          expect(textHeightMm(context, text), label).toBeLessThanOrEqual(element.height + 0.5);
          // The wrapping moves words to new lines, so the text fits its width when every word does.
          context.font = canvasFont(element.font, element.weight, element.size * MM_PER_POINT * 10);
          for (const { segment } of segmenter.segment(text.text)) {
            expect(
              context.measureText(segment.trim()).width / 10,
              `${label}: "${segment}"`,
            ).toBeLessThanOrEqual(element.width);
          }
        }
      }
    }
  });

  it("writes Thai in the Thai wording", () => {
    for (const template of allTemplates) {
      for (const element of textsOf(template)) {
        const thai = element.text.th;
        if (!/\p{L}/u.test(thai) || isContactDetail(thai)) continue;
        expect(thai, `${template.id} ${element.id}`).toMatch(THAI);
      }
    }
  });

  it("keeps Thai out of the English wording", () => {
    for (const template of allTemplates) {
      for (const element of textsOf(template)) {
        expect(element.text.en, `${template.id} ${element.id}`).not.toMatch(THAI);
      }
    }
  });

  it("keeps a name field on every business card", () => {
    for (const template of TEMPLATES_BY_KIND["business-card"]) {
      const front = template.sides[0]!.elements;
      expect(
        front.some((element) => element.kind === "text" && element.id === "name"),
        template.id,
      ).toBe(true);
      expect(template.sides, `${template.id} has a back`).toHaveLength(2);
    }
    const withCode = TEMPLATES_BY_KIND["business-card"].filter((template) =>
      template.sides.some((side) => side.elements.some((element) => element.kind === "qr")),
    );
    expect(withCode.length).toBeGreaterThanOrEqual(1);
  });

  it("lays out each kind on its reference trim", () => {
    const references: Record<DesignKind, [number, number]> = {
      "business-card": [85, 55],
      flyer: [148, 210],
      poster: [297, 420],
      postcard: [148, 105],
      tshirt: [300, 400],
    };
    for (const kind of DESIGN_KINDS) {
      for (const template of TEMPLATES_BY_KIND[kind]) {
        expect([template.trim.width, template.trim.height], template.id).toEqual(references[kind]);
      }
    }
  });

  it("gives a postcard a writing side and a T-shirt one transparent front", () => {
    for (const template of TEMPLATES_BY_KIND.postcard) {
      const back = template.sides[1]?.elements ?? [];
      expect(
        back.some((element) => element.kind === "line"),
        template.id,
      ).toBe(true);
    }
    for (const template of TEMPLATES_BY_KIND.tshirt) {
      expect(template.sides, template.id).toHaveLength(1);
      expect(template.sides[0]!.background, template.id).toBeNull();
    }
  });

  it("starts a blank document with one empty side per product side", () => {
    const product = productsOf("postcard")[0]!;
    const document = blankDocument(product);
    expect(designDocumentSchema.safeParse(document).success).toBe(true);
    expect(document.sides).toEqual([
      { areaId: "front", background: null, elements: [] },
      { areaId: "back", background: null, elements: [] },
    ]);
  });

  it("scales a template to a larger trim, keeping edge artwork at the page's edge and text in proportion", () => {
    const template = TEMPLATES_BY_KIND.flyer.find((candidate) => candidate.id === "flyer-grand-opening")!;
    const a4 = { ...productsOf("flyer")[1]!, trim: { width: 210, height: 297 } };
    const document = templateDocument(template, a4, "en");
    const elements = document.sides[0]!.elements;
    const hero = elements.find((element) => element.id === "hero")!;
    // The band ran the page's full width and from its top: it still does, on the larger page.
    expect(hero).toMatchObject({ x: 0, y: 0, width: 216 });
    const headline = elements.find((element) => element.id === "headline")!;
    const original = template.sides[0]!.elements.find((element) => element.id === "headline")!;
    const across = (210 - 6) / (148 - 6);
    expect(headline.x).toBeCloseTo(6 + (original.x - 6) * across, 1);
    expect(headline.kind === "text" && original.kind === "text" && headline.size / original.size).toBeCloseTo(
      Math.min(across, (297 - 6) / (210 - 6)),
      1,
    );
  });

  it("fits a template to the product's own margins: a garment's 10 mm, no bleed", () => {
    const shirt = productsOf("tshirt")[1]!;
    for (const template of TEMPLATES_BY_KIND.tshirt) {
      const document = templateDocument(template, shirt, "en");
      expect(document).toMatchObject({ bleed: 0, safety: 10 });
      for (const element of document.sides[0]!.elements) {
        const box = coveredBox(element);
        // Nothing past the page (no bleed to run into) and text 10 mm inside it.
        expect(box.x, `${template.id} ${element.id}`).toBeGreaterThanOrEqual(-0.05);
        expect(box.x + box.width, `${template.id} ${element.id}`).toBeLessThanOrEqual(300.05);
        if (element.kind === "text") {
          expect(box.x, `${template.id} ${element.id}`).toBeGreaterThanOrEqual(9.95);
          expect(box.y, `${template.id} ${element.id}`).toBeGreaterThanOrEqual(9.95);
        }
      }
    }
  });

  it("turns a postcard's vertical dividing line with the page, so it still runs top to bottom", () => {
    const template = TEMPLATES_BY_KIND.postcard[0]!;
    const sixByFour = productsOf("postcard")[1]!;
    const dividerOn = (product: DesignerProduct) =>
      templateDocument(template, product, "en").sides[1]!.elements.find(
        (element) => element.id === "divider",
      )!;
    const original = coveredBox(dividerOn(referenceProduct(template)));
    const box = coveredBox(dividerOn(sixByFour));
    const down = (sixByFour.trim.height - 6) / (template.trim.height - 6);
    const across = (sixByFour.trim.width - 6) / (template.trim.width - 6);
    expect(box.y).toBeCloseTo(6 + (original.y - 6) * down, 1);
    expect(box.height).toBeCloseTo(original.height * down, 1);
    expect(box.x + box.width / 2).toBeCloseTo(6 + (original.x + original.width / 2 - 6) * across, 1);
  });
});
