import { describe, expect, it } from "vitest";
import {
  isKeptOption,
  keptOptionIssues,
  offeredReferenceOf,
  withKeptOptions,
  type MappedOption,
  type OfferedOptions,
} from "./offered-options";

const name = (en: string) => ({ en, th: `ไทย ${en}` });
const finish = (type: string, code: string) => ({
  code,
  name: name(code),
  priceModifier: 0,
  provider: { kind: "options" as const, options: [{ type, count: 1 }] },
});
const pack = (perUnit: number) => ({
  code: String(perUnit),
  name: name(`${perUnit} cards`),
  priceModifier: perUnit,
  provider: { kind: "copies" as const, perUnit },
});

/** Business cards as the data file ships them: a finish, then pack sizes. */
const stored: MappedOption[] = [
  { code: "finish", name: name("Finish"), values: [finish("product_finish_matte", "matte")] },
  { code: "pack", name: name("Pack"), values: [pack(250), pack(500)] },
];
const sent = (...codes: string[]): OfferedOptions =>
  codes.map((code) => ({
    family: `type_${code}`,
    code,
    name: name(code),
    values: [{ providerOption: `${code}_a`, code: "a", name: name("A"), priceModifier: 100 }],
  }));

describe("options the offered-options form keeps as they are", () => {
  it("keeps an option when one of its values maps another way than one option reference, once", () => {
    expect(offeredReferenceOf(finish("product_finish_gloss", "gloss").provider)).toBe("product_finish_gloss");
    expect(offeredReferenceOf({ kind: "options", options: [{ type: "total_pages", count: 24 }] })).toBe(
      undefined,
    );
    expect(offeredReferenceOf({ kind: "product", product: "photobook_cw_s300_s_fc" })).toBe(undefined);
    expect(isKeptOption(stored[0]!)).toBe(false);
    expect(isKeptOption(stored[1]!)).toBe(true);
  });

  it("puts a kept option back at its place, or last when fewer options are sent", () => {
    expect(withKeptOptions(stored, sent("finish", "corners")).map((option) => option.code)).toEqual([
      "finish",
      "pack",
      "corners",
    ]);
    expect(withKeptOptions(stored, []).map((option) => option.code)).toEqual(["pack"]);
    const [kept] = withKeptOptions(stored, []);
    expect(kept).toBe(stored[1]);
    // A sent value goes to the printer as its one option reference.
    expect(withKeptOptions([], sent("corners"))[0]!.values[0]!.provider).toEqual({
      kind: "options",
      options: [{ type: "corners_a", count: 1 }],
    });
  });

  it("refuses an option under a kept option's code or of a family a kept value sends", () => {
    expect(keptOptionIssues(stored, sent("finish", "pack", "pages"), new Set(["type_pages"]))).toEqual({
      "options.1.code": "codeTaken",
      "options.2.family": "familyTwice",
    });
    expect(keptOptionIssues(stored, sent("finish"), new Set())).toEqual({});
  });
});
