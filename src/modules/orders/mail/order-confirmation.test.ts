import { describe, expect, it } from "vitest";
import type { OrderDetails } from "../schema";
import { orderDetails } from "../test-order-details";
import { renderOrderConfirmation } from "./order-confirmation";

const appUrl = "https://shop.example";

const order = (overrides: Partial<OrderDetails> = {}) => orderDetails(overrides);

describe("order confirmation mail", () => {
  it("renders the English mail with the number, items, totals and tracking link", () => {
    const mail = renderOrderConfirmation(order(), appUrl);

    expect(mail.subject).toBe("Your PrintGo order PG-ABCD2345 is confirmed");
    for (const line of [
      "Hi Jane Doe,",
      "Order number: PG-ABCD2345",
      "Order date: March 14, 2026",
      "- Premium Business Cards: $59.98",
      "  Finish: Gloss, Cards per box: 500 cards",
      "  Quantity: 2",
      "- Poster A2: $15.00",
      "Subtotal: $74.98",
      "Shipping: Free",
      "Payment fee: $2.50",
      "Total: $77.48",
      "Doe & Sons",
      "Springfield, IL 62701",
      "United States",
      "Shipping method: Express Ground - Tracked",
      // Paid March 14, printed within a day, then 3-5 days on the way.
      "Estimated delivery: Mar 18\u2009–\u200920, 2026", // Intl puts thin spaces around the dash
      "Track your order: https://shop.example/track-order?order=PG-ABCD2345",
    ]) {
      expect(mail.text.split("\n")).toContain(line);
    }
    expect(mail.text).toContain("within 24 hours");
    expect(mail.text).toContain("support@printgo.app");

    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(mail.html).toContain('href="https://shop.example/track-order?order=PG-ABCD2345"');
    for (const fragment of [
      "PG-ABCD2345",
      "Premium Business Cards",
      "Finish: Gloss",
      "$77.48",
      "Doe &amp; Sons",
    ]) {
      expect(mail.html).toContain(fragment);
    }
  });

  it("renders the Thai mail in Thai, with the Thai tracking page", () => {
    const mail = renderOrderConfirmation(
      order({
        locale: "th",
        shippingCost: 1049,
        total: 8797,
        shipping: { ...order().shipping, country: "TH" },
      }),
      appUrl,
    );

    expect(mail.subject).toBe("ยืนยันคำสั่งซื้อ PrintGo หมายเลข PG-ABCD2345 เรียบร้อยแล้ว");
    for (const line of [
      "สวัสดีคุณJane Doe",
      "หมายเลขคำสั่งซื้อ: PG-ABCD2345",
      "วันที่สั่งซื้อ: 14 มีนาคม 2569",
      "  จำนวน: 2",
      "ค่าจัดส่ง: $10.49",
      "ระยะเวลาจัดส่งโดยประมาณ: 18–20 มี.ค. 2569",
      "ยอดรวมทั้งหมด: $87.97",
      "ไทย",
      "วิธีจัดส่ง: ขนส่งทางบกด่วน - มีเลขพัสดุ",
      "ติดตามคำสั่งซื้อ: https://shop.example/th/track-order?order=PG-ABCD2345",
    ]) {
      expect(mail.text.split("\n")).toContain(line);
    }
    expect(mail.html).toContain('<html lang="th">');
    expect(mail.html).toContain('href="https://shop.example/th/track-order?order=PG-ABCD2345"');
  });

  it("shows a baht order's stored amounts in whole baht, as charged, never converted from dollars", () => {
    const items = order().items;
    const mail = renderOrderConfirmation(
      order({
        locale: "th",
        currency: "THB",
        items: [{ ...items[0]!, unitPrice: 103_500, lineTotal: 207_000 }],
        subtotal: 207_000,
        shippingCost: 24_100,
        paymentFee: 7_700,
        total: 238_800,
      }),
      appUrl,
    );
    const lines = mail.text.split("\n");
    for (const line of [
      "ยอดรวมสินค้า: ฿2,070",
      "ค่าจัดส่ง: ฿241",
      "ค่าธรรมเนียมการชำระเงิน: ฿77",
      "ยอดรวมทั้งหมด: ฿2,388",
    ])
      expect(lines).toContain(line);
    expect(mail.text).not.toContain("$");
    expect(mail.html).toContain("฿2,388");
  });

  it("escapes customer-provided values in the HTML", () => {
    const evil = '<script>alert("x")</script>';
    const mail = renderOrderConfirmation(
      order({
        shipping: { ...order().shipping, name: evil, address: "<img src=x onerror=alert(1)>" },
        items: [
          {
            ...order().items[0]!,
            name: "<b>Cards</b>",
            options: [{ name: "Text", value: '"><a href=evil>' }],
          },
        ],
      }),
      appUrl,
    );

    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<b>Cards");
    expect(mail.html).not.toContain("<a href=evil>");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.html).toContain("Text: &quot;&gt;&lt;a href=evil&gt;");
    // The plain-text part shows what the customer typed, as typed.
    expect(mail.text).toContain(`Hi ${evil},`);
  });

  it("shows a shipping level it has no name for by its id", () => {
    const mail = renderOrderConfirmation(
      order({ shipping: { ...order().shipping, level: "cp_limited" } }),
      appUrl,
    );
    expect(mail.text.split("\n")).toContain("Shipping method: cp_limited");
  });
});
