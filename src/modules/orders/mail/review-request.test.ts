import { describe, expect, it } from "vitest";
import { orderDetails } from "../test-order-details";
import { renderReviewRequest } from "./review-request";

const appUrl = "https://shop.example";
const token = "Abc_def-123456789012345678901234";

describe("review request mail", () => {
  it("asks in English for a review of each product bought, with the order's review link", () => {
    const mail = renderReviewRequest(orderDetails({ status: "delivered" }), token, appUrl);
    expect(mail.subject).toBe("How did your PrintGo order PG-ABCD2345 turn out?");
    const lines = mail.text.split("\n");
    for (const line of [
      "Hi Jane Doe,",
      "- Premium Business Cards",
      "- Poster A2",
      `Rate your products: https://shop.example/review/${token}`,
    ]) {
      expect(lines).toContain(line);
    }
    expect(mail.text).toContain("support@printgo.app");
    expect(mail.html).toMatch(/<html lang="en">/);
    expect(mail.html).toContain(`href="https://shop.example/review/${token}"`);
  });

  it("writes to a Thai customer in Thai, with the link under /th", () => {
    const mail = renderReviewRequest(
      orderDetails({ status: "delivered", locale: "th" }),
      token,
      appUrl,
      undefined,
      "desk@shop.test",
    );
    expect(mail.subject).toBe("งานพิมพ์จากคำสั่งซื้อ PrintGo หมายเลข PG-ABCD2345 เป็นอย่างไรบ้าง");
    expect(mail.text).toContain(`ให้คะแนนสินค้า: https://shop.example/th/review/${token}`);
    expect(mail.text).toContain("desk@shop.test");
    expect(mail.text).not.toMatch(/Rate your products|Hi /);
    expect(mail.html).toMatch(/<html lang="th">/);
  });

  it("names a product once even when the order has it on two lines", () => {
    const base = orderDetails();
    const mail = renderReviewRequest({ ...base, items: [base.items[0]!, base.items[0]!] }, token, appUrl);
    expect(mail.text.split("\n").filter((line) => line === "- Premium Business Cards")).toHaveLength(1);
  });
});
