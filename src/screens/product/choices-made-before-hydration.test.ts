import { describe, expect, it } from "vitest";
import { FULLY_AVAILABLE, type Product } from "@/modules/catalog";
import { choicesMadeBeforeHydration } from "./choices-made-before-hydration";

const options = [
  {
    id: "finish",
    name: "Finish",
    values: [
      { id: "none", name: "None", priceModifier: 0 },
      { id: "gloss", name: "Gloss", priceModifier: 200 },
    ],
  },
] as unknown as Product["options"];

/** The server-rendered form as the browser holds it: the selects' and the quantity's current values. */
function form(values: { finish?: string; quantity?: string; country?: string }): ParentNode {
  const selects = [
    ...(values.finish === undefined ? [] : [{ name: "option-finish", value: values.finish }]),
    ...(values.country === undefined ? [] : [{ name: "", id: "shipping-country", value: values.country }]),
  ];
  return {
    querySelectorAll: (selector: string) => (selector === "select" ? selects : []),
    querySelector: (selector: string) => {
      if (selector === "input#quantity")
        return values.quantity === undefined ? null : { value: values.quantity };
      if (selector === "select#shipping-country")
        return values.country === undefined ? null : { value: values.country };
      return null;
    },
  } as unknown as ParentNode;
}

const current = { selection: { finish: "none" }, quantityText: "1", country: "" };
const countries = ["TH", "JP", "US"];

describe("choices made before the product page hydrates", () => {
  it("keeps an option value, the quantity and a delivery country picked in the server's form", () => {
    expect(
      choicesMadeBeforeHydration(
        form({ finish: "gloss", quantity: "3", country: "JP" }),
        options,
        FULLY_AVAILABLE,
        current,
        countries,
      ),
    ).toEqual({ selection: { finish: "gloss" }, quantityText: "3", country: "JP" });
  });

  it("ignores what equals the defaults, a value the product lacks and a country we don't ship to", () => {
    expect(
      choicesMadeBeforeHydration(
        form({ finish: "foil", quantity: "1", country: "KP" }),
        options,
        FULLY_AVAILABLE,
        current,
        countries,
      ),
    ).toEqual({ selection: {}, quantityText: undefined, country: undefined });
    expect(
      choicesMadeBeforeHydration(form({ country: "" }), options, FULLY_AVAILABLE, current, countries).country,
    ).toBeUndefined();
  });
});
