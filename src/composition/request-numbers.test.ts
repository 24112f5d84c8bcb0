import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { addToCartInput, changeQuantityInput } from "@/modules/cart/server";
import { productEditInput } from "@/modules/catalog";
import { productListQuerySchema } from "@/modules/catalog/server";
import { quoteRequestSchema } from "@/modules/pricing";
import { reviewInput } from "@/modules/reviews";

/**
 * Every number a server action or route handler reads from a request is bounded by its schema before
 * any query: a value a database integer can't hold, a huge float, NaN or a negative where none is
 * meant is refused at the door, never an overflow logged with a stack. Each row: the schema, an input
 * it accepts, and its numeric fields (with whether a negative number means something there).
 */
const uuid = "6f1c3c1e-8a7b-4d5e-9f00-123456789abc";
const schemas: {
  name: string;
  schema: z.ZodType;
  valid: Record<string, unknown>;
  numbers: { field: string; negativeMeans?: string }[];
}[] = [
  {
    name: "addToCart",
    schema: addToCartInput,
    valid: { productId: 1, quantity: 2, options: {}, files: [] },
    // `quantity` is read leniently into the product's range (parseQuantity), never stored as sent.
    numbers: [{ field: "productId" }],
  },
  {
    name: "changeCartQuantity",
    schema: changeQuantityInput,
    valid: { lineId: uuid, quantity: 2 },
    numbers: [{ field: "quantity", negativeMeans: "removes the line" }],
  },
  {
    name: "POST /api/quote",
    schema: quoteRequestSchema,
    valid: { productId: 1, quantity: 2, options: {}, country: "US" },
    numbers: [{ field: "productId" }, { field: "quantity" }],
  },
  {
    name: "GET /api/products",
    schema: productListQuerySchema,
    valid: { offset: "0", limit: "24" },
    numbers: [{ field: "offset" }, { field: "limit" }],
  },
  {
    name: "submitReview",
    schema: reviewInput,
    valid: { orderItemId: uuid, rating: 5, authorName: "Ann", body: "" },
    numbers: [{ field: "rating" }],
  },
  {
    name: "saveProductEdit (id)",
    schema: productEditInput,
    valid: { id: 1 },
    numbers: [{ field: "id" }],
  },
];

const outOfRange = [2147483648, 1e308, -1e308, Number.NaN, Number.POSITIVE_INFINITY, 2.5];

describe("numbers from requests", () => {
  for (const { name, schema, valid, numbers } of schemas) {
    for (const { field, negativeMeans } of numbers) {
      it(`${name} refuses ${field} = ${outOfRange.join(", ")}${negativeMeans ? "" : ", -1"}`, () => {
        for (const value of negativeMeans ? outOfRange : [...outOfRange, -1]) {
          for (const sent of [value, String(value)]) {
            const result = schema.safeParse({ ...valid, [field]: sent });
            const issue = result.error?.issues.find((each) => each.path[0] === field);
            expect(issue, `${field} = ${sent}`).toBeDefined();
          }
        }
      });
    }
  }
});
