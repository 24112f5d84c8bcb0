import type { OrderDetails } from "./schema";

/** An order as loadOrderDetails returns it, for tests of what pages and mails show. Override any field. */
export function orderDetails(overrides: Partial<OrderDetails> = {}): OrderDetails {
  return {
    id: "6f1c2f5e-3d7a-4f43-9a7c-1b2f3c4d5e6f",
    number: "PG-ABCD2345",
    status: "processing",
    paymentStatus: "paid",
    locale: "en",
    email: "jane@example.com",
    phone: "+1 415 555 0100",
    shipping: {
      name: "Jane Doe",
      company: "Doe & Sons",
      address: "1 Main Street",
      city: "Springfield",
      state: "IL",
      postalCode: "62701",
      country: "US",
      level: "cp_ground",
    },
    // The whole estimate from payment (production + transit), as checkout stores it.
    deliveryMinDays: 4,
    deliveryMaxDays: 6,
    paymentMethod: "card",
    items: [
      {
        name: "Premium Business Cards",
        productReference: "businesscard_ss_int_bc_fc",
        quantity: 2,
        unitPrice: 2999,
        lineTotal: 5998,
        options: [
          { name: "Finish", value: "Gloss" },
          { name: "Cards per box", value: "500 cards" },
        ],
        files: [{ name: "design.pdf" }],
      },
      {
        name: "Poster A2",
        productReference: "poster_a2",
        quantity: 1,
        unitPrice: 1500,
        lineTotal: 1500,
        options: [],
        files: [{ name: "poster.png" }],
      },
    ],
    subtotal: 7498,
    shippingCost: 0,
    paymentFee: 250,
    total: 7748,
    currency: "USD",
    trackingNumber: null,
    trackingUrl: null,
    carrier: null,
    replacements: [],
    createdAt: new Date("2026-03-14T10:00:00Z"),
    paidAt: new Date("2026-03-14T10:05:00Z"),
    history: [],
    ...overrides,
  };
}
