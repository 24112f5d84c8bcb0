import { describe, expect, it } from "vitest";
import { FormBodyError, parseFormBody } from "./form-body";

describe("stripe-sim form bodies", () => {
  it("turns Stripe's bracket notation into nested values", () => {
    const tree = parseFormBody(
      "line_items[0][price_data][product_data][name]=T-shirt+%26+mug&line_items[0][quantity]=2" +
        "&metadata[order_id]=abc&payment_method_types[0]=card&expand[]=a&expand[]=b",
    );
    expect(JSON.parse(JSON.stringify(tree))).toEqual({
      line_items: { "0": { price_data: { product_data: { name: "T-shirt & mug" } }, quantity: "2" } },
      metadata: { order_id: "abc" },
      payment_method_types: { "0": "card" },
      expand: { "0": "a", "1": "b" },
    });
  });

  it("accepts percent-encoded brackets and keeps __proto__ as plain data", () => {
    const tree = parseFormBody("metadata%5Bkey%5D=v&__proto__[polluted]=yes");
    expect(JSON.parse(JSON.stringify(tree.metadata))).toEqual({ key: "v" });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("rejects a key used both as a value and as a hash", () => {
    expect(() => parseFormBody("metadata=x&metadata[a]=b")).toThrow(FormBodyError);
    expect(() => parseFormBody("a=%E0%A4%A")).toThrow(FormBodyError);
  });
});
