import { describe, expect, it } from "vitest";
import { orderDetails } from "../test-order-details";
import { renderOrderRefunded } from "./order-refunded";

const appUrl = "https://shop.example";

describe("order refunded mail", () => {
  it("tells an English customer the amount refunded, in the currency paid, and where it goes", () => {
    const mail = renderOrderRefunded(orderDetails(), { amount: 4032, currency: "USD" }, appUrl);

    expect(mail.subject).toBe("Your PrintGo order PG-ABCD2345 was cancelled and refunded");
    const lines = mail.text.split("\n");
    expect(lines).toContain("Hi Jane Doe,");
    expect(lines).toContain("Order number: PG-ABCD2345");
    expect(lines).toContain("Amount refunded: $40.32");
    expect(lines).toContain("Refunded to: The card you paid with");
    expect(lines).toContain("View your order: https://shop.example/track-order?order=PG-ABCD2345");
    expect(mail.html).toContain("$40.32");
    expect(mail.html).toContain('lang="en"');
  });

  it("writes to a Thai customer in Thai, naming PayPal when they paid with it", () => {
    const mail = renderOrderRefunded(
      orderDetails({ locale: "th", paymentMethod: "paypal" }),
      { amount: 4032, currency: "USD" },
      appUrl,
    );

    expect(mail.subject).toBe("คำสั่งซื้อ PrintGo PG-ABCD2345 ถูกยกเลิกและคืนเงินแล้ว");
    expect(mail.text).toContain("คืนเข้าที่: บัญชี PayPal ของคุณ");
    expect(mail.text).toContain("https://shop.example/th/track-order?order=PG-ABCD2345");
    expect(mail.html).toContain('lang="th"');
  });

  it("escapes the customer's name in the HTML part", () => {
    const order = orderDetails();
    const mail = renderOrderRefunded(
      { ...order, shipping: { ...order.shipping, name: "<b>Eve</b>" } },
      { amount: 100, currency: "USD" },
      appUrl,
    );
    expect(mail.html).not.toContain("<b>Eve</b>");
    expect(mail.html).toContain("&lt;b&gt;Eve&lt;/b&gt;");
  });
});
