import { describe, expect, it } from "vitest";
import type { OrderDetails } from "../schema";
import { orderDetails } from "../test-order-details";
import { bundledMessages, type MailMessages } from "./messages";
import { renderOrderShipped } from "./order-shipped";

const appUrl = "https://shop.example";

const order = (overrides: Partial<OrderDetails> = {}) =>
  orderDetails({
    status: "shipped",
    trackingNumber: "1Z999AA10123456784",
    trackingUrl: "https://carrier.example/track?id=1Z999AA10123456784",
    carrier: "UPS",
    ...overrides,
  });

describe("order shipped mail", () => {
  it("renders the English mail with the carrier, tracking number, items and both tracking links", () => {
    const mail = renderOrderShipped(order(), appUrl);

    expect(mail.subject).toBe("Your PrintGo order PG-ABCD2345 has shipped");
    for (const line of [
      "Hi Jane Doe,",
      "Order number: PG-ABCD2345",
      "Carrier: UPS",
      "Tracking number: 1Z999AA10123456784",
      "Track your parcel: https://carrier.example/track?id=1Z999AA10123456784",
      "- Premium Business Cards × 2",
      "  Finish: Gloss, Cards per box: 500 cards",
      "- Poster A2 × 1",
      "Doe & Sons",
      "Springfield, IL 62701",
      "United States",
      "Track your order: https://shop.example/track-order?order=PG-ABCD2345",
    ]) {
      expect(mail.text.split("\n")).toContain(line);
    }
    expect(mail.text).toContain("on its way");
    expect(mail.text).toContain("support@printgo.app");
    expect(mail.text).not.toContain("no tracking number");

    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(mail.html).toContain('href="https://carrier.example/track?id=1Z999AA10123456784"');
    expect(mail.html).toContain("Track your parcel");
    expect(mail.html).toContain('href="https://shop.example/track-order?order=PG-ABCD2345"');
    for (const fragment of [
      "PG-ABCD2345",
      "Carrier",
      "UPS",
      "Tracking number",
      "1Z999AA10123456784",
      "Premium Business Cards",
      "× 2",
      "Finish: Gloss",
      "Doe &amp; Sons",
      "on its way",
    ]) {
      expect(mail.html).toContain(fragment);
    }
  });

  it("renders the Thai mail in Thai, with the Thai tracking page", () => {
    const mail = renderOrderShipped(
      order({
        locale: "th",
        carrier: "Thailand Post",
        trackingNumber: "EF123456789TH",
        trackingUrl: "https://track.thailandpost.co.th/?trackNumber=EF123456789TH",
        shipping: { ...order().shipping, country: "TH" },
      }),
      appUrl,
    );

    expect(mail.subject).toBe("คำสั่งซื้อ PrintGo หมายเลข PG-ABCD2345 จัดส่งแล้ว");
    for (const line of [
      "สวัสดีคุณJane Doe",
      "หมายเลขคำสั่งซื้อ: PG-ABCD2345",
      "บริษัทขนส่ง: ไปรษณีย์ไทย",
      "หมายเลขติดตามพัสดุ: EF123456789TH",
      "ติดตามพัสดุของคุณ: https://track.thailandpost.co.th/?trackNumber=EF123456789TH",
      "สินค้าที่จัดส่ง",
      "- Premium Business Cards × 2",
      "จัดส่งถึง",
      "ไทย",
      "ติดตามคำสั่งซื้อ: https://shop.example/th/track-order?order=PG-ABCD2345",
    ]) {
      expect(mail.text.split("\n")).toContain(line);
    }
    expect(mail.html).toContain('<html lang="th">');
    expect(mail.html).toContain("บริษัทขนส่ง");
    expect(mail.html).toContain("EF123456789TH");
    expect(mail.html).toContain('href="https://track.thailandpost.co.th/?trackNumber=EF123456789TH"');
    expect(mail.html).toContain('href="https://shop.example/th/track-order?order=PG-ABCD2345"');
  });

  it("never links, or even shows, a tracking URL that is not a web address", () => {
    const mail = renderOrderShipped(order({ trackingUrl: "javascript:alert(document.cookie)" }), appUrl);

    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain("javascript:");
      expect(part).not.toContain("Track your parcel");
      // The number is still there to copy into the carrier's site.
      expect(part).toContain("1Z999AA10123456784");
    }
    // Our own tracking page is the only link left.
    expect(mail.html.match(/href="/g)).toHaveLength(1);
  });

  it("escapes customer- and provider-provided values in the HTML", () => {
    const mail = renderOrderShipped(
      order({
        shipping: { ...order().shipping, name: "<b>Ann</b>", address: "<img src=x onerror=alert(1)>" },
        carrier: "<script>alert(1)</script>",
        trackingNumber: '"><a href=evil>',
        items: [{ ...order().items[0]!, name: "<i>Cards</i>" }],
      }),
      appUrl,
    );

    expect(mail.html).not.toContain("<b>Ann");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<a href=evil>");
    expect(mail.html).not.toContain("<i>Cards");
    expect(mail.html).toContain("Hi &lt;b&gt;Ann&lt;/b&gt;,");
    expect(mail.html).toContain("&quot;&gt;&lt;a href=evil&gt;");
    // The plain-text part shows what the customer typed, as typed.
    expect(mail.text).toContain("Hi <b>Ann</b>,");
  });

  it("still goes out without a tracking number or carrier: the parcel is on its way", () => {
    const mail = renderOrderShipped(
      order({ trackingNumber: null, trackingUrl: null, carrier: null }),
      appUrl,
    );

    expect(mail.subject).toBe("Your PrintGo order PG-ABCD2345 has shipped");
    expect(mail.text).toContain("on its way");
    expect(mail.text).toContain("no tracking number");
    expect(mail.text).not.toContain("Tracking number:");
    expect(mail.text).not.toContain("Carrier:");
    expect(mail.text).not.toContain("Track your parcel");
    expect(mail.text).not.toContain("null");
    expect(mail.text.split("\n")).toContain(
      "Track your order: https://shop.example/track-order?order=PG-ABCD2345",
    );
    expect(mail.html).toContain("no tracking number");
    expect(mail.html).not.toContain("Track your parcel");
    expect(mail.html).not.toContain("null");
  });

  it("throws on a missing translation instead of mailing a message key", () => {
    const en = bundledMessages("en");
    const { trackingNumber: _, ...shipped } = en.mail.orderShipped;
    const messages = { ...en, mail: { ...en.mail, orderShipped: shipped } } as unknown as MailMessages;

    expect(() => renderOrderShipped(order(), appUrl, messages)).toThrow(/trackingNumber/);
  });
});
