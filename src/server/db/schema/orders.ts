import { sql } from "drizzle-orm";
import {
  bigserial,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { carts } from "./cart";

/**
 * An order a person must look at (docs/admin.md#needs-attention): fulfilment flagged it (refused by
 * the provider, a printer cancelled, a refund due or failed) or a dispute waits for the shop's answer
 * (Stripe's `needs_response`, or `warning_needs_response` for an inquiry). It leaves the queue when
 * the cause is resolved, never by dismissing it. The orders table's partial index uses this exact
 * predicate, so a query must use it as it is to be served by the index.
 */
export const NEEDS_ATTENTION = sql`(fulfilment_issue is not null or dispute_status in ('needs_response', 'warning_needs_response'))`;

/**
 * A customer's order. Every amount is USD cents computed on the server from the cart and catalog at
 * checkout; nothing here came from the browser except the address and contact details.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the customer sees and the provider's `reference`: "PG-" plus random characters. */
    number: varchar("number", { length: 20 }).notNull().unique(),
    /** pending → processing → printing → shipped → delivered, or cancelled. Only ever moves forward. */
    status: varchar("status", { length: 20 }).notNull().default("pending"),
    /** unpaid → paid, or failed / expired; refunded later by staff. */
    paymentStatus: varchar("payment_status", { length: 20 }).notNull().default("unpaid"),
    /** The language the customer checked out in: mails about this order use it. */
    locale: varchar("locale", { length: 5 }).notNull(),
    /** The cart this order was made from; emptied when the payment arrives, not before. */
    cartId: uuid("cart_id").references(() => carts.id, { onDelete: "set null" }),
    /** The browser's key for one "Place order" attempt: a double click finds the same order. */
    checkoutKey: uuid("checkout_key").notNull().unique(),
    /** The account that placed it, when signed in; guest orders join an account by verified e-mail. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    email: varchar("email", { length: 254 }).notNull(),
    phone: varchar("phone", { length: 40 }).notNull(),
    shippingName: varchar("shipping_name", { length: 120 }).notNull(),
    shippingCompany: varchar("shipping_company", { length: 120 }),
    shippingAddress: varchar("shipping_address", { length: 200 }).notNull(),
    shippingCity: varchar("shipping_city", { length: 100 }).notNull(),
    shippingState: varchar("shipping_state", { length: 100 }),
    shippingPostalCode: varchar("shipping_postal_code", { length: 20 }).notNull(),
    shippingCountry: varchar("shipping_country", { length: 2 }).notNull(),
    shippingLevel: varchar("shipping_level", { length: 40 }).notNull(),
    deliveryMinDays: integer("delivery_min_days").notNull(),
    deliveryMaxDays: integer("delivery_max_days").notNull(),
    paymentMethod: varchar("payment_method", { length: 10 }).notNull(),
    subtotal: integer("subtotal").notNull(),
    shippingCost: integer("shipping_cost").notNull(),
    paymentFee: integer("payment_fee").notNull(),
    total: integer("total").notNull(),
    currency: varchar("currency", { length: 3 }).notNull().default("USD"),
    /**
     * Units of `currency` per US dollar on the day the order was placed, locked with it: every amount
     * above is in `currency`'s minor units at this rate (1 for USD orders).
     */
    exchangeRate: numeric("exchange_rate", { precision: 14, scale: 6 }).notNull().default("1"),
    /** `total` in USD cents at `exchangeRate`: what the admin's revenue figures add up across currencies. */
    totalUsd: integer("total_usd").notNull(),
    /** The secret in the review link mailed after delivery (null until that mail is due). */
    reviewToken: varchar("review_token", { length: 64 }).unique(),
    /** The hosted payment page's session; set once it has been created. */
    paymentSessionId: varchar("payment_session_id", { length: 255 }).unique(),
    paymentSessionUrl: text("payment_session_url"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Stripe's PaymentIntent of the paid session: what a refund is made against. */
    paymentIntentId: varchar("payment_intent_id", { length: 255 }),
    /** Set once Stripe has refunded the payment (payment_status is then "refunded"). */
    refundId: varchar("refund_id", { length: 255 }),
    refundedAmount: integer("refunded_amount"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** Filled by fulfilment: the provider's order id, the parcel's tracking. */
    providerOrderId: varchar("provider_order_id", { length: 100 }),
    trackingNumber: varchar("tracking_number", { length: 100 }),
    trackingUrl: text("tracking_url"),
    carrier: varchar("carrier", { length: 100 }),
    /**
     * What the printer charges for this order in USD cents (products, fees and shipping, VAT included),
     * from CloudCore's orders/quote for exactly what was sent, asked at submission; null when unknown
     * (submitted before it was recorded, or the quote failed). The overview's printer cost adds it up.
     */
    printerCostUsd: integer("printer_cost_usd"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** Why fulfilment needs a person (the provider refused the order, a printer cancelled an item); null when all is well. */
    fulfilmentIssue: text("fulfilment_issue"),
    /** The customer's bank disputes the payment: Stripe's dispute and its status (docs/admin.md#needs-attention). */
    disputeId: varchar("dispute_id", { length: 255 }),
    disputeStatus: varchar("dispute_status", { length: 40 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.userId),
    index().on(table.createdAt),
    // A customer's account lists the guest orders placed with their verified e-mail.
    index("orders_email_lower_idx").on(sql`lower(${table.email})`),
    // The admin's "Needs attention" filter and card read only the few orders it holds.
    index("orders_needs_attention_idx").on(table.createdAt).where(NEEDS_ATTENTION),
  ],
);

/** One cart line as it was sold: names and prices frozen at checkout. */
export const orderItems = pgTable(
  "order_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    productId: integer("product_id").notNull(),
    /** The product's Cloudprinter reference (shown to staff); what is printed is `providerLine`. */
    productReference: varchar("product_reference", { length: 100 }).notNull(),
    /** Product name in the order's language. */
    name: varchar("name", { length: 200 }).notNull(),
    /** Each chosen option: our codes and the names shown to the customer. */
    options: jsonb("options").$type<OrderItemOption[]>().notNull(),
    /**
     * What the printer receives for this line, fixed at order creation (the catalog's providerLine):
     * product, options with counts, copies. `orders/add` sends exactly this. Null for items ordered
     * before it existed (they are derived from the catalog at submission).
     */
    providerLine: jsonb("provider_line").$type<OrderItemProviderLine>(),
    /** Design files: upload ids, their original names and the print area each is for. */
    files: jsonb("files").$type<OrderItemFile[]>().notNull(),
    quantity: integer("quantity").notNull(),
    unitPrice: integer("unit_price").notNull(),
    lineTotal: integer("line_total").notNull(),
  },
  (table) => [index().on(table.orderId)],
);

export type OrderItemOption = {
  code: string;
  value: string;
  name: string;
  valueName: string;
};
/** One line as the printer receives it (counts as numbers; CloudCore gets them as strings). */
export type OrderItemProviderLine = {
  product: string;
  options: { type: string; count: number }[];
  count: number;
};

/**
 * `areaId` and `role` (which Cloudprinter file it is, docs/cloudprinter.md §2.3) were added with books;
 * items stored before them have neither and print as `product` files.
 */
export type OrderItemFile = {
  uploadId: string;
  name: string;
  kind: string;
  areaId?: string;
  role?: "product" | "cover" | "book";
  /**
   * One side of a double-sided product: the page of its role's file it fills, and the side's trim size
   * (an image becomes a page of that size plus bleed). The sides are put together into one PDF when the
   * order is printed (docs/product-rules.md#sides).
   */
  sheet?: OrderItemSheet;
};

export type OrderItemSheet = { page: number; widthMm: number; heightMm: number };

/** Every change of an order's status or payment, with who caused it: the history table on tracking. */
export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: varchar("status", { length: 20 }).notNull(),
    paymentStatus: varchar("payment_status", { length: 20 }).notNull(),
    /** checkout | payment | provider | staff | customer */
    source: varchar("source", { length: 20 }).notNull(),
    /**
     * What happened, for staff: the provider's and fulfilment's own words (English). Changes the
     * customer sees are stored as `noteKey` + `noteParams` instead and read in the viewer's language.
     */
    note: text("note"),
    /** A message under `orders.history.notes` in messages/*.json (docs/order-lifecycle.md#history-notes). */
    noteKey: varchar("note_key", { length: 40 }),
    noteParams: jsonb("note_params").$type<Record<string, string>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.orderId)],
);

/**
 * One refund staff asked for, whole or part of an order (docs/payments.md#refunds). `amount` is in the
 * order's currency's minor units; the sum of the refunded rows is `orders.refunded_amount`. A row is
 * `requested` until Stripe answers, then `refunded` or `failed`; its id is Stripe's idempotency key.
 */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    currency: varchar("currency", { length: 3 }).notNull(),
    /** Staff's reason, kept for the history and the audit log; the customer's mail does not quote it. */
    reason: text("reason").notNull(),
    /** requested | refunded | failed */
    status: varchar("status", { length: 20 }).notNull().default("requested"),
    stripeRefundId: varchar("stripe_refund_id", { length: 255 }),
    /** Why Stripe refused, for staff (English, Stripe's words). */
    failure: text("failure"),
    requestedBy: text("requested_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [index().on(table.orderId)],
);

/** Staff's internal notes on an order: never shown to the customer (docs/admin.md#orders). */
export const orderNotes = pgTable(
  "order_notes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    /** The author's name when written, so the note still says who after the account is gone. */
    authorName: varchar("author_name", { length: 120 }).notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.orderId)],
);

/**
 * A replacement staff send for chosen lines of an order, at no charge to the customer
 * (docs/admin.md#reprints). It is its own provider order: `number` (the order's number plus "-R1",
 * "-R2", …) is its CloudCore reference, so signals find it, and it has its own status and tracking.
 * `cost_usd` is what the printer charges for it (orders/quote at submission): a cost, never revenue.
 */
export const orderReprints = pgTable(
  "order_reprints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    number: varchar("number", { length: 24 }).notNull().unique(),
    /** The order's lines it replaces (by position) and how many copies of each. */
    lines: jsonb("lines").$type<ReprintLine[]>().notNull(),
    /** Staff's reason (English or Thai as typed), for the history and the audit log. */
    reason: text("reason").notNull(),
    /** pending → processing → printing → shipped → delivered, or cancelled; like an order's, only forward. */
    status: varchar("status", { length: 20 }).notNull().default("pending"),
    providerOrderId: varchar("provider_order_id", { length: 100 }),
    trackingNumber: varchar("tracking_number", { length: 100 }),
    trackingUrl: text("tracking_url"),
    carrier: varchar("carrier", { length: 100 }),
    /** Why it needs a person (refused, given up, cancelled by the printer); null when all is well. */
    issue: text("issue"),
    costUsd: integer("cost_usd"),
    requestedBy: text("requested_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (table) => [index().on(table.orderId)],
);

export type ReprintLine = { position: number; quantity: number };
