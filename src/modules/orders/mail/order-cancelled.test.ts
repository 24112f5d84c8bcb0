import { describe, expect, it } from "vitest";
import { orderDetails } from "../test-order-details";
import { renderOrderCancelled } from "./order-cancelled";

const appUrl = "https://shop.example";

describe("order cancelled mail", () => {
  it("tells an English customer who cancelled and that the payment will be refunded", () => {
    const order = orderDetails({ status: "cancelled", paymentStatus: "paid" });
    const mail = renderOrderCancelled(order, "customer", appUrl);

    expect(mail.subject).toBe("Your PrintGo order PG-ABCD2345 was cancelled");
    const lines = mail.text.split("\n");
    expect(lines).toContain("Hi Jane Doe,");
    expect(lines).toContain(
      "As you asked, we have cancelled your order. Nothing will be printed or shipped.",
    );
    expect(lines).toContain("Order number: PG-ABCD2345");
    expect(mail.text).toContain("We will refund your payment of $77.48 in full");
    expect(lines).toContain("View your order: https://shop.example/track-order?order=PG-ABCD2345");
    expect(mail.html).toContain('lang="en"');
  });

  it("writes to a Thai customer in Thai, and says nothing was charged for an unpaid order", () => {
    const order = orderDetails({ locale: "th", status: "cancelled", paymentStatus: "unpaid" });
    const mail = renderOrderCancelled(order, "staff", appUrl);

    expect(mail.subject).toBe("คำสั่งซื้อ PrintGo PG-ABCD2345 ถูกยกเลิกแล้ว");
    expect(mail.text).toContain("ไม่มีการเรียกเก็บเงิน");
    expect(mail.text).not.toMatch(/cancel|refund/i);
    expect(mail.text).toContain("https://shop.example/th/track-order?order=PG-ABCD2345");
    expect(mail.html).toContain('lang="th"');
  });

  it("explains a cancel by the printer", () => {
    const mail = renderOrderCancelled(orderDetails({ status: "cancelled" }), "provider", appUrl);
    expect(mail.text).toContain("our print partner could not produce your order");
  });
});
