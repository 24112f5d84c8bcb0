import { describe, expect, it } from "vitest";
import { orderDetails } from "../test-order-details";
import { renderOrderDetailsUpdated, renderOrderEmailChanged } from "./order-details-updated";

const appUrl = "https://shop.example";

describe("order details updated mails", () => {
  it("tells an English customer the contact and address as they are now", () => {
    const mail = renderOrderDetailsUpdated(orderDetails(), appUrl);
    expect(mail.subject).toBe("We updated the details of your PrintGo order PG-ABCD2345");
    const lines = mail.text.split("\n");
    expect(lines).toContain("Hi Jane Doe,");
    expect(lines).toContain("Order number: PG-ABCD2345");
    expect(lines).toContain("Shipping to");
    expect(lines).toContain("Track your order: https://shop.example/track-order?order=PG-ABCD2345");
    expect(mail.html).toContain('lang="en"');
  });

  it("writes to a Thai customer in Thai", () => {
    const mail = renderOrderDetailsUpdated(orderDetails({ locale: "th" }), appUrl);
    expect(mail.subject).toBe("เราได้แก้ไขข้อมูลคำสั่งซื้อ PrintGo หมายเลข PG-ABCD2345 ของคุณแล้ว");
    expect(mail.text).toContain("จัดส่งถึง");
    expect(mail.text).toContain("https://shop.example/th/track-order?order=PG-ABCD2345");
    expect(mail.html).toContain('lang="th"');
  });

  it("tells the old address only that the e-mail changed, in the order's language", () => {
    const order = orderDetails({ locale: "th" });
    const mail = renderOrderEmailChanged(order, appUrl);
    expect(mail.subject).toBe("อีเมลของคำสั่งซื้อ PrintGo หมายเลข PG-ABCD2345 ถูกเปลี่ยนแล้ว");
    expect(mail.text).not.toContain(order.email);
    expect(mail.text).not.toContain(order.shipping.address);
    expect(renderOrderEmailChanged(orderDetails(), appUrl).text).toContain(
      "Our team has changed the e-mail address of PrintGo order PG-ABCD2345.",
    );
  });

  it("escapes the customer's name in the HTML part", () => {
    const order = orderDetails();
    const mail = renderOrderDetailsUpdated(
      { ...order, shipping: { ...order.shipping, name: "<b>Eve</b>" } },
      appUrl,
    );
    expect(mail.html).not.toContain("<b>Eve</b>");
    expect(mail.html).toContain("&lt;b&gt;Eve&lt;/b&gt;");
  });
});
