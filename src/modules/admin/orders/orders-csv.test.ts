import { describe, expect, it } from "vitest";
import { adminOrdersCsv } from "./orders-csv";
import type { AdminOrderExportRow } from "./orders-list.server";

const row = (values: Partial<AdminOrderExportRow> = {}): AdminOrderExportRow => ({
  number: "PG-AAAA1111",
  shippingName: "Jürgen Müller",
  email: "juergen@example.com",
  phone: "081 234 5678",
  shippingCountry: "TH",
  createdAt: new Date("2026-11-01T16:30:00Z"),
  status: "delivered",
  paymentStatus: "paid",
  paymentMethod: "card",
  total: 1_234_50,
  currency: "THB",
  providerOrderId: "CP-1",
  fulfilmentIssue: null,
  needsAttention: false,
  shippingCost: 150_00,
  paymentFee: 36_50,
  refundedAmount: 200_00,
  totalUsd: 35_27,
  exchangeRate: "35.000000",
  items: ["2 × Business cards (Premium, Matte)", "1 × Poster"],
  ...values,
});

describe("admin orders CSV", () => {
  it("has the lines in one cell and the order's money, in its currency and in USD", () => {
    const [header, line] = adminOrdersCsv([row()]).trimEnd().split("\r\n");
    expect(header).toBe(
      "number,created_at_utc,status,payment_status,payment_method,shipping_name,email,phone,country,items,shipping,payment_fee,total,refunded,currency,total_usd,exchange_rate,provider_order_id,fulfilment_issue",
    );
    expect(line).toBe(
      'PG-AAAA1111,2026-11-01T16:30:00.000Z,delivered,paid,card,Jürgen Müller,juergen@example.com,081 234 5678,TH,"2 × Business cards (Premium, Matte); 1 × Poster",150.00,36.50,1234.50,200.00,THB,35.27,35.000000,CP-1,',
    );
  });

  it("leaves refunded empty when nothing was refunded, and an order without lines an empty cell", () => {
    const line = adminOrdersCsv([row({ refundedAmount: null, items: [] })]).split("\r\n")[1]!;
    expect(line).toContain(",TH,,150.00,36.50,1234.50,,THB,");
  });

  it("writes a phone as it is, with the apostrophe only where a spreadsheet would read a formula", () => {
    const phone = (value: string) =>
      adminOrdersCsv([row({ phone: value })])
        .split("\r\n")[1]!
        .split(",")[7];
    expect(phone("081 234 5678")).toBe("081 234 5678");
    expect(phone("(02) 123 4567")).toBe("(02) 123 4567");
    // "+66 81…" opens as a formula in Excel and LibreOffice (+ starts one): kept as text by the apostrophe.
    expect(phone("+66 81 234 5678")).toBe("'+66 81 234 5678");
    expect(phone("=1+1")).toBe("'=1+1");
    expect(phone("-1")).toBe("'-1");
    expect(phone("@A1")).toBe("'@A1");
  });
});
