import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderInLanguage } from "@/test/render-in-language";
import type { OrderDetails } from "../schema";
import { OrderConfirmed } from "./order-confirmed";

vi.mock("@/modules/i18n/components/navigation", () => ({
  Link: ({ children }: { children: ReactNode }) => <a>{children}</a>,
}));

const order = (paymentStatus: string): OrderDetails => ({
  id: "order-1",
  number: "PG-7KQ2M9XB",
  status: "pending",
  paymentStatus,
  locale: "en",
  email: "somchai@example.com",
  phone: "+66 81 234 5678",
  shipping: {
    name: "Somchai Jaidee",
    company: null,
    address: "99 Sukhumvit Road",
    city: "Bangkok",
    state: null,
    postalCode: "10110",
    country: "TH",
    level: "cp_ground",
  },
  deliveryMinDays: 4,
  deliveryMaxDays: 8,
  paymentMethod: "stripe",
  items: [],
  subtotal: 5998,
  shippingCost: 1049,
  paymentFee: 350,
  total: 7397,
  currency: "USD",
  trackingNumber: null,
  trackingUrl: null,
  carrier: null,
  replacements: [],
  createdAt: new Date("2026-11-20T10:00:00Z"),
  paidAt: paymentStatus === "paid" ? new Date("2026-11-20T10:01:00Z") : null,
  history: [],
});

describe("the order-success card says what the payment status is", () => {
  it("says the payment was received, and shows it paid beside the order's status, when it is paid", () => {
    const html = renderInLanguage("en", <OrderConfirmed order={order("paid")} />);
    expect(html).toContain("received your payment");
    expect(html).toMatch(/Payment<\/dt><dd[^>]*>Paid/);
    const thai = renderInLanguage("th", <OrderConfirmed order={order("paid")} />);
    expect(thai).toContain("ได้รับการชำระเงินของคุณแล้ว");
  });

  it("says we're waiting for the payment confirmation, not that it was received, while it isn't paid", () => {
    const html = renderInLanguage("en", <OrderConfirmed order={order("unpaid")} />);
    expect(html).not.toContain("received your payment");
    expect(html).not.toContain("Order Confirmed");
    expect(html).toContain("waiting for your payment confirmation");
    expect(html).toMatch(/Payment<\/dt><dd[^>]*>Unpaid/);
    const thai = renderInLanguage("th", <OrderConfirmed order={order("unpaid")} />);
    expect(thai).not.toContain("ได้รับการชำระเงินของคุณแล้ว");
    expect(thai).toContain("รอการยืนยันการชำระเงิน");
  });
});
