import { z } from "zod";

/**
 * CloudCore's answers as the protocol reference describes them (docs/cloudprinter.md §2). Number-like
 * values arrive as strings or numbers ("4.2000", 4.2, "1", 501), so both are accepted everywhere and
 * normalised to strings; unknown fields are let through. Only this module sees these shapes.
 */
const cpNumber = z.union([z.string(), z.number()]).transform((value) => String(value));
const cpFlag = z
  .union([z.boolean(), z.string(), z.number()])
  .transform((v) => v === true || v === 1 || v === "1");

export const cpOrderSummarySchema = z.looseObject({
  reference: cpNumber,
  order_date: z.string().optional(),
  state: cpNumber,
  state_code: z.string().optional(),
});

export const cpOrderInfoSchema = z.looseObject({
  reference: cpNumber,
  order: cpNumber.optional(),
  state: cpNumber,
  state_code: z.string().optional(),
  order_date: z.string().optional(),
  email: z.string().optional(),
  is_cancelable: cpFlag.optional(),
  items: z
    .array(
      z.looseObject({
        reference: cpNumber,
        count: cpNumber.optional(),
        tracking: z.string().nullish(),
        shipping_option: z.string().nullish(),
      }),
    )
    .default([]),
});

export const cpAddOrderResultSchema = z.looseObject({ order: cpNumber });

export const cpLogEntrySchema = z.looseObject({
  reference: cpNumber.optional(),
  create_date: z.string(),
  state: cpNumber,
});

const cpShippingQuoteSchema = z.looseObject({
  quote: z.string(),
  service: z.string().optional(),
  /** An open string: levels outside the documented four have been seen (cp_limited). */
  shipping_level: z.string(),
  shipping_option: z.string().optional(),
  price: cpNumber,
  vat: cpNumber.optional(),
  currency: z.string(),
});

export const cpQuoteSchema = z.looseObject({
  /** Items + fees, without shipping. */
  price: cpNumber,
  vat: cpNumber.optional(),
  currency: z.string(),
  /** The breakdown of `price` when given (`items`, `fee`, `app_fee`). */
  subtotals: z.looseObject({ items: cpNumber.optional() }).optional(),
  expire_date: z.string().optional(),
  shipments: z.array(
    z.looseObject({
      total_weight: cpNumber.optional(),
      items: z.array(z.looseObject({ reference: cpNumber })),
      quotes: z.array(cpShippingQuoteSchema),
    }),
  ),
});

/**
 * prices/lookup (§2.8): the quote's prices without shipping. The simulator leaves out `shipments` and
 * `expire_date`; an account may still send them, so both are optional.
 */
export const cpPriceLookupSchema = cpQuoteSchema.extend({
  shipments: cpQuoteSchema.shape.shipments.optional(),
});

export const cpProductSchema = z.looseObject({
  reference: z.string(),
  name: z.string(),
  note: z.string().nullish(),
  category: z.string().nullish(),
  from_price: cpNumber.optional(),
  currency: z.string().optional(),
});

export const cpProductInfoSchema = z.looseObject({
  reference: z.string(),
  name: z.string(),
  note: z.string().nullish(),
  options: z
    .array(
      z.looseObject({
        reference: z.string(),
        type: z.string(),
        note: z.string().nullish(),
        default: cpFlag.optional(),
      }),
    )
    .default([]),
  specs: z
    .array(
      z.looseObject({
        reference: z.string().nullish(),
        note: z.string().nullish(),
        value: cpNumber.nullish(),
      }),
    )
    .default([]),
});

export const cpShippingLevelSchema = z.looseObject({
  shipping_level_reference: z.string().optional(),
  shipping_level: z.string().optional(),
  name: z.string().nullish(),
  note: z.string().nullish(),
});

export const cpShippingCountrySchema = z.looseObject({
  country_reference: z.string(),
  note: z.string().nullish(),
  require_state: cpFlag.optional(),
});

export const cpShippingStateSchema = z.looseObject({
  state_reference: z.string(),
  name: z.string().nullish(),
  note: z.string().nullish(),
});

/** The documented error body: `{"error": {"type", "info"}}`. 403/409/410 may come with no body at all. */
export const cpErrorBodySchema = z.object({
  error: z.object({ type: z.string().optional(), info: z.string().optional() }),
});

export type CpQuote = z.infer<typeof cpQuoteSchema>;

/** What we send (docs/cloudprinter.md §2.3, §2.6, §6). Counts go as strings, as the documentation's examples do. */
export type CpOption = { type: string; count: string };
export type CpFile = { type: "product" | "cover" | "book"; url: string; md5sum: string };
export type CpAddress = {
  type: "delivery";
  firstname: string;
  lastname: string;
  street1: string;
  street2?: string;
  zip?: string;
  city: string;
  state?: string;
  country: string;
  email: string;
  phone: string;
  company?: string;
};
export type CpOrderItem = {
  reference: string;
  product: string;
  count: string;
  shipping_level?: string;
  quote?: string;
  title?: string;
  files: CpFile[];
  options: CpOption[];
};
export type CpNewOrder = { reference: string; email: string; addresses: CpAddress[]; items: CpOrderItem[] };
export type CpQuoteRequest = {
  country: string;
  state?: string;
  currency?: string;
  items: { reference: string; product: string; count: string; options: CpOption[] }[];
};
