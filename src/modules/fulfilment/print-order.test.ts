import { describe, expect, it } from "vitest";
import {
  buildPrintOrder,
  cloudCoreLine,
  providerShippingLevel,
  splitName,
  type PrintOrderSource,
} from "./print-order";

const source: PrintOrderSource = {
  number: "PG-7KQ2M9XB",
  email: "ann@example.com",
  phone: "+1 212 555 0100",
  shipping: {
    name: "Ann Marie Smith",
    company: null,
    address: "1 Main Street",
    city: "New York",
    state: "NY",
    postalCode: "10001",
    country: "US",
    level: "cp_ground",
  },
  items: [
    {
      position: 0,
      name: "Photo Book",
      line: { product: "photobook_cw_s300_s_fc", options: [{ type: "total_pages", count: 40 }], count: 2 },
      files: [
        { type: "cover", url: "https://shop.example/api/uploads/u1/original?sig=x", md5: "0".repeat(32) },
        { type: "book", url: "https://shop.example/api/uploads/u3/original?sig=z", md5: "1".repeat(32) },
      ],
    },
    {
      position: 1,
      name: "Business Cards",
      line: {
        product: "businesscard_ss_int_bc_fc",
        options: [{ type: "product_finish_gloss", count: 1 }],
        count: 1000,
      },
      files: [
        { type: "product", url: "https://shop.example/api/uploads/u2/original?sig=y", md5: "f".repeat(32) },
      ],
    },
  ],
};

describe("buildPrintOrder", () => {
  it("uses our order number as the reference and our support address as the e-mail", () => {
    const order = buildPrintOrder(source, "support@printgo.app");
    expect(order.reference).toBe("PG-7KQ2M9XB");
    expect(order.email).toBe("support@printgo.app");
  });

  it("sends the delivery address with the customer's e-mail, phone and state", () => {
    const [address] = buildPrintOrder(source, "support@printgo.app").addresses;
    expect(address).toEqual({
      type: "delivery",
      firstname: "Ann Marie",
      lastname: "Smith",
      street1: "1 Main Street",
      zip: "10001",
      city: "New York",
      state: "NY",
      country: "US",
      email: "ann@example.com",
      phone: "+1 212 555 0100",
    });
  });

  it("leaves out an empty state and company rather than sending blanks", () => {
    const [address] = buildPrintOrder(
      { ...source, shipping: { ...source.shipping, state: null, company: null, country: "TH" } },
      "s@example.com",
    ).addresses;
    expect(address).not.toHaveProperty("state");
    expect(address).not.toHaveProperty("company");
  });

  it("gives each line a reference unique in the order and stable across retries", () => {
    const items = buildPrintOrder(source, "s@example.com").items;
    expect(items.map((item) => item.reference)).toEqual(["PG-7KQ2M9XB-0", "PG-7KQ2M9XB-1"]);
  });

  it("sends each line's stored provider line as it is: product, options and count, counts as strings", () => {
    const [book, cards] = buildPrintOrder(source, "s@example.com").items;
    expect(book).toMatchObject({
      product: "photobook_cw_s300_s_fc",
      options: [{ type: "total_pages", count: "40" }],
      count: "2",
    });
    expect(cards).toMatchObject({
      product: "businesscard_ss_int_bc_fc",
      options: [{ type: "product_finish_gloss", count: "1" }],
      count: "1000",
    });
  });

  it("turns a provider line into CloudCore's shape without adding or dropping anything", () => {
    expect(cloudCoreLine({ product: "poster_a4_fc", options: [], count: 3 })).toEqual({
      product: "poster_a4_fc",
      options: [],
      count: "3",
    });
  });

  it("sends a book's cover and interior as cover and book files, with their MD5s and the shipping level", () => {
    const [book] = buildPrintOrder(source, "s@example.com").items;
    expect(book?.files).toEqual([
      { type: "cover", url: "https://shop.example/api/uploads/u1/original?sig=x", md5sum: "0".repeat(32) },
      { type: "book", url: "https://shop.example/api/uploads/u3/original?sig=z", md5sum: "1".repeat(32) },
    ]);
    expect(book?.shipping_level).toBe("cp_ground");
  });

  it("sends a flat product's design as a product file", () => {
    const [, cards] = buildPrintOrder(source, "s@example.com").items;
    expect(cards?.files).toEqual([
      { type: "product", url: "https://shop.example/api/uploads/u2/original?sig=y", md5sum: "f".repeat(32) },
    ]);
  });
});

describe("splitName", () => {
  it("takes the last word as the family name", () => {
    expect(splitName("  Somchai   Jaidee ")).toEqual({ firstname: "Somchai", lastname: "Jaidee" });
  });

  it("fills both names from a single word, because both are required", () => {
    expect(splitName("Madonna")).toEqual({ firstname: "Madonna", lastname: "Madonna" });
  });
});

describe("providerShippingLevel", () => {
  it("maps the built-in fallback levels to documented CloudCore levels", () => {
    expect(providerShippingLevel("cp_priority")).toBe("cp_saver");
    expect(providerShippingLevel("cp_express")).toBe("cp_fast");
  });

  it("passes provider levels through unchanged", () => {
    expect(providerShippingLevel("cp_postal")).toBe("cp_postal");
    expect(providerShippingLevel("cp_limited")).toBe("cp_limited");
  });
});
