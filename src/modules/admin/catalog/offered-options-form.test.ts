import { describe, expect, it } from "vitest";
import { offeredOptionsInput } from "@/modules/catalog";
import type { EditableProduct } from "@/modules/catalog/server";
import {
  formPathOf,
  keptOptionsOf,
  offeredOptionsToInput,
  optionFormValues,
  valuesGoneFromAccount,
} from "./offered-options-form";

const families = [
  {
    family: "type_apparel_size",
    values: [
      { reference: "apparel_size_s", note: "S", isDefault: false },
      { reference: "apparel_size_m", note: "M", isDefault: true },
      { reference: "apparel_size_l", note: "L", isDefault: false },
    ],
  },
  { family: "type_print_position", values: [{ reference: "front_only", note: "Front", isDefault: true }] },
];

const storedValue = (code: string, reference: string, priceModifier = 0) => ({
  code,
  name: { en: code.toUpperCase(), th: `ไซซ์ ${code}` },
  priceModifier,
  providerKind: "options" as const,
  provider: { kind: "options" as const, options: [{ type: reference, count: 1 }] },
});

/** A shirt that offers M and L (L at +$2.00) under its own code "size", and a value the account dropped. */
const stored: EditableProduct["options"] = [
  {
    code: "size",
    name: { en: "Size", th: "ไซซ์" },
    values: [
      storedValue("m", "apparel_size_m"),
      storedValue("l", "apparel_size_l", 200),
      storedValue("xxxl", "apparel_size_xxxl"),
    ],
  },
];

describe("the options form of an imported product", () => {
  it("starts from what the product offers: its codes, names and prices, the rest not offered", () => {
    const values = optionFormValues(families, stored);
    const [size, position] = values;
    expect(size).toMatchObject({ offered: true, code: "size", name: { en: "Size", th: "ไซซ์" } });
    expect(size!.values.map((value) => [value.code, value.offered, value.priceModifier])).toEqual([
      ["m", true, "0.00"],
      ["s", false, "0"],
      ["l", true, "2.00"],
    ]);
    // A family not offered offers all its values once ticked, as on the import form.
    expect(position).toMatchObject({ offered: false, code: "print-position" });
    expect(position!.values[0]!.offered).toBe(true);
  });

  it("sends what stays offered, accepted by the server's schema, and maps its paths back", () => {
    const values = optionFormValues(families, stored);
    values[0]!.values[1]!.offered = true;
    values[0]!.values[1]!.name.th = "ไซซ์ S";
    const input = { id: 1001, options: offeredOptionsToInput(values) };
    expect(input.options[0]!.values.map((value) => value.code)).toEqual(["m", "s", "l"]);
    expect(offeredOptionsInput.safeParse(input).success).toBe(true);
    expect(formPathOf("options.0.values.2.priceModifier", { options: values })).toBe(
      "options.0.values.2.priceModifier",
    );
  });

  it("names the stored values the account no longer has", () => {
    expect(valuesGoneFromAccount(families, stored)).toEqual([
      { option: "size", value: "xxxl", name: { en: "XXXL", th: "ไซซ์ xxxl" } },
    ]);
  });
});

describe("the options form of a product with options mapped another way", () => {
  const bookFamilies = [
    { family: "type_total_pages", values: [{ reference: "total_pages", note: "Pages", isDefault: false }] },
    {
      family: "type_book_cover_finish",
      values: [
        { reference: "cover_finish_matte", note: "Matte", isDefault: true },
        { reference: "cover_finish_gloss", note: "Gloss", isDefault: false },
      ],
    },
  ];
  const pages = (count: number) => ({
    code: String(count),
    name: { en: `${count} pages`, th: `${count} หน้า` },
    priceModifier: 0,
    providerKind: "options" as const,
    provider: { kind: "options" as const, options: [{ type: "total_pages", count }] },
  });
  /** A brochure of the data file: page counts (kept), then a cover finish the form offers. */
  const brochure: EditableProduct["options"] = [
    { code: "pages", name: { en: "Pages", th: "จำนวนหน้า" }, values: [pages(24), pages(48)] },
    {
      code: "cover-finish",
      name: { en: "Cover", th: "ปก" },
      values: [{ ...storedValue("matte", "cover_finish_matte"), providerKind: "options" }],
    },
  ];

  it("lists the page counts apart and leaves their family out of the families to offer", () => {
    const { kept, families: offerable } = keptOptionsOf(bookFamilies, brochure);
    expect(kept.map((option) => option.code)).toEqual(["pages"]);
    expect(offerable.map((family) => family.family)).toEqual(["type_book_cover_finish"]);
    const [cover] = optionFormValues(offerable, brochure);
    expect(cover).toMatchObject({ offered: true, code: "cover-finish" });
    expect(cover!.values.map((value) => [value.providerOption, value.offered])).toEqual([
      ["cover_finish_matte", true],
      ["cover_finish_gloss", false],
    ]);
    // A kept value is not "gone from the account": saving keeps it.
    expect(valuesGoneFromAccount(offerable, brochure)).toEqual([]);
  });
});
