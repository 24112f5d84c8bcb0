import { describe, expect, it } from "vitest";
import { orderDetails } from "../test-order-details";
import { renderStaffFulfilmentIssue } from "./staff-fulfilment-issue";

describe("staff fulfilment issue mail", () => {
  it("names the order, the problem and links the admin order page, in English whatever the order's language", () => {
    const order = orderDetails({ locale: "th", status: "cancelled", paymentStatus: "paid" });
    const mail = renderStaffFulfilmentIssue(
      order,
      "Refund due: paid order cancelled by Cloudprinter",
      "https://shop.example",
    );

    expect(mail.subject).toBe("Order PG-ABCD2345 needs attention");
    const lines = mail.text.split("\n");
    expect(lines).toContain("Problem: Refund due: paid order cancelled by Cloudprinter");
    expect(lines).toContain("Status: Cancelled");
    expect(lines).toContain("Payment: Refund due");
    expect(lines).toContain("Open the order: https://shop.example/admin/orders/PG-ABCD2345");
    expect(mail.html).toContain('lang="en"');
  });

  it("escapes what the provider wrote in the HTML part", () => {
    const mail = renderStaffFulfilmentIssue(
      orderDetails(),
      "Production problem — <script>x</script>",
      "https://shop.example",
    );
    expect(mail.html).not.toContain("<script>x</script>");
    expect(mail.html).toContain("&lt;script&gt;");
  });
});
