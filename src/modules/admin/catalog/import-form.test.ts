import { describe, expect, it } from "vitest";
import { productImportInput } from "@/modules/catalog";
import { importFormToInput, initialImportValues } from "./import-form";
import { formPathOf, optionCodeOf, valueCodeOf } from "./offered-options-form";

const shirt = {
  reference: "acme_tee_organic",
  name: "Organic Tee",
  minQuantity: 1,
  families: [
    {
      family: "type_apparel_size",
      values: [
        { reference: "apparel_size_s", note: "S", isDefault: false },
        { reference: "apparel_size_m", note: "M", isDefault: true },
      ],
    },
    { family: "type_print_position", values: [{ reference: "front_only", note: "Front", isDefault: true }] },
  ],
};

describe("the import form", () => {
  it("derives our codes from the account's families and references", () => {
    expect(optionCodeOf("type_apparel_size")).toBe("apparel-size");
    expect(valueCodeOf("type_apparel_size", "apparel_size_xl")).toBe("xl");
    expect(valueCodeOf("type_print_position", "front_only")).toBe("front-only");
  });

  it("starts with no family offered and the account's default value first", () => {
    const values = initialImportValues(shirt, "apparel");
    expect(values.options.map((option) => option.offered)).toEqual([false, false]);
    expect(values.options[0]!.values.map((value) => value.code)).toEqual(["m", "s"]);
    expect(importFormToInput(values).options).toEqual([]);
  });

  it("sends only what is offered, and maps the server's paths back onto the whole form", () => {
    const values = initialImportValues(shirt, "apparel");
    values.options[1]!.offered = true;
    values.options[1]!.name = { en: "Print", th: "ตำแหน่งพิมพ์" };
    values.options[1]!.values[0]!.name.th = "ด้านหน้า";
    const input = importFormToInput(values);
    expect(input.options).toEqual([
      {
        family: "type_print_position",
        code: "print-position",
        name: { en: "Print", th: "ตำแหน่งพิมพ์" },
        values: [
          {
            providerOption: "front_only",
            code: "front-only",
            name: { en: "Front", th: "ด้านหน้า" },
            priceModifier: "0",
          },
        ],
      },
    ]);
    expect(formPathOf("options.0.values.0.name.th", values)).toBe("options.1.values.0.name.th");
    expect(formPathOf("name.th", values)).toBe("name.th");
  });

  it("sends the value that prints the back only with two sides and while that value is offered", () => {
    const values = initialImportValues(shirt, "apparel");
    values.options[1]!.offered = true;
    values.backWith = "front_only";
    expect(importFormToInput(values).backWith).toBeNull();
    values.sides = "2";
    expect(importFormToInput(values).backWith).toBe("front_only");
    values.options[1]!.offered = false;
    expect(importFormToInput(values).backWith).toBeNull();
  });

  it("is refused by the server's schema until the Thai texts and the price are filled", () => {
    const values = initialImportValues(shirt, "apparel");
    const result = productImportInput.safeParse(importFormToInput(values));
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["name.th", "basePrice", "image.url"]));
  });

  it("starts with the account's size chart, English measure names filled and the Thai left to staff", () => {
    const values = initialImportValues(
      { ...shirt, sizeChart: { measures: ["Chest width"], rows: [{ label: "XL", mm: [610] }] } },
      "apparel",
    );
    expect(values.sizeChart).toEqual({
      measures: [{ en: "Chest width", th: "" }],
      rows: [{ label: "XL", mm: ["610"] }],
    });
    const result = productImportInput.safeParse(importFormToInput(values));
    expect(result.error!.issues.map((issue) => issue.path.join("."))).toContain("sizeChart.measures.0.th");
    expect(initialImportValues(shirt, "apparel").sizeChart).toBeNull();
  });

  it("sends price breaks as typed, and the schema checks them against the quantities typed beside", () => {
    const values = {
      ...initialImportValues(shirt, "apparel"),
      name: { en: "Organic Tee", th: "เสื้อยืดออร์แกนิก" },
      description: { en: "Soft cotton.", th: "ผ้าฝ้ายนุ่ม" },
      basePrice: "15.00",
      image: { url: "/images/products/tee.svg", alt: { en: "A tee", th: "เสื้อยืด" } },
      maxQuantity: "100",
      priceBreaks: [
        { minQuantity: "20", percentOff: "10" },
        { minQuantity: "150", percentOff: "5" },
      ],
    };
    const result = productImportInput.safeParse(importFormToInput(values));
    const issues = result.error!.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`);
    expect(issues).toEqual(
      expect.arrayContaining([
        "priceBreaks.1.minQuantity:breakOutOfRange",
        "priceBreaks.1.percentOff:breakNotDeeper",
      ]),
    );
    expect(issues.filter((issue) => issue.startsWith("priceBreaks.0"))).toEqual([]);
  });
});
