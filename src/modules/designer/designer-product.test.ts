import { describe, expect, it } from "vitest";
import type { Product } from "@/modules/catalog";
import { designerHref, selectionFromQuery } from "./designer-link";
import { designerProductOf } from "./designer-product";

type Area = Product["printAreas"][number];

function area(id: string, overrides: Partial<Area> = {}): Area {
  return {
    id,
    name: id === "back" ? "Back" : "Front",
    width: 85,
    height: 55,
    pages: 1,
    file: "product",
    cutLine: false,
    filePage: null,
    neededWith: null,
    bleed: null,
    safety: null,
    ...overrides,
  } as Area;
}

const product = (category: string, printAreas: Area[]) => ({ id: 7, name: "Thing", category, printAreas });

describe("which products the designer draws", () => {
  it("draws a business card's one side at its trim size", () => {
    expect(designerProductOf(product("business-cards", [area("front")]), {})).toEqual({
      id: 7,
      name: "Thing",
      kind: "business-card",
      trim: { width: 85, height: 55 },
      bleed: 3,
      safety: 3,
      sides: [{ areaId: "front", name: "Front" }],
    });
  });

  it("takes the print area's margins from the account's specs", () => {
    const shirt = product("apparel", [area("front", { width: 300, height: 400, bleed: 0, safety: 10 })]);
    expect(designerProductOf(shirt, {})).toMatchObject({ bleed: 0, safety: 10 });
  });

  it("keeps uploads only for sides of different margins", () => {
    const mixed = product("postcards", [area("front", { safety: 4 }), area("back", { safety: 3 })]);
    expect(designerProductOf(mixed, {})).toBeUndefined();
  });

  it("draws a postcard's front and back", () => {
    const postcard = product("postcards", [area("front", { filePage: 1 }), area("back", { filePage: 2 })]);
    expect(designerProductOf(postcard, {})?.sides.map((side) => side.areaId)).toEqual(["front", "back"]);
  });

  it("adds a T-shirt's back only with the choice that prints it", () => {
    const shirt = product("apparel", [
      area("front"),
      area("back", { neededWith: { option: "print", value: "both" } }),
    ]);
    expect(designerProductOf(shirt, { print: "front" })?.sides).toHaveLength(1);
    expect(designerProductOf(shirt, { print: "both" })?.sides).toHaveLength(2);
  });

  it("leaves books, folded brochures, die-cut stickers and other categories to uploads", () => {
    expect(designerProductOf(product("books", [area("cover", { file: "cover" })]), {})).toBeUndefined();
    expect(designerProductOf(product("flyers", [area("sides", { pages: 2 })]), {})).toBeUndefined();
    expect(designerProductOf(product("stickers", [area("front")]), {})).toBeUndefined();
    expect(designerProductOf(product("posters", [area("front", { cutLine: true })]), {})).toBeUndefined();
  });

  it("refuses sides of different sizes", () => {
    const odd = product("postcards", [area("front"), area("back", { width: 90 })]);
    expect(designerProductOf(odd, {})).toBeUndefined();
  });
});

describe("the designer's address", () => {
  it("carries the product page's choices and reads back only offered values", () => {
    const href = designerHref(1, { selection: { finish: "gloss", pack: "500" }, quantity: 3, designId: "d" });
    expect(href).toBe("/design/1?finish=gloss&pack=500&quantity=3&design=d");
    const options = [
      { id: "finish", values: [{ id: "matte" }, { id: "gloss" }] },
      { id: "pack", values: [{ id: "250" }] },
    ];
    expect(selectionFromQuery(options, { finish: "gloss", pack: "500", evil: "x" })).toEqual({
      finish: "gloss",
    });
  });
});
