import { describe, expect, it } from "vitest";
import { orderAmountText } from "./order-total";
import { cancellableUntil, safeHttpUrl, toOrderView } from "./order-view";
import { orderDetails } from "./test-order-details";

describe("safeHttpUrl", () => {
  it("keeps web addresses and drops anything else a provider might send", () => {
    expect(safeHttpUrl("https://tracking.example.com/p/123")).toBe("https://tracking.example.com/p/123");
    expect(safeHttpUrl("http://carrier.example/track?id=1")).toBe("http://carrier.example/track?id=1");
    expect(safeHttpUrl("javascript:alert(1)")).toBeNull();
    expect(safeHttpUrl("not a url")).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });
});

const hour = 60 * 60 * 1000;
const placed = new Date("2026-03-14T10:00:00Z");
const minutesAfterPlacing = (minutes: number) => new Date(placed.getTime() + minutes * 60 * 1000);

describe("toOrderView", () => {
  it("shows each replacement with its own status and tracking, links only to web addresses", () => {
    const view = toOrderView(
      orderDetails({
        replacements: [
          {
            number: "PG-7KQ2M9XB-R1",
            status: "shipped",
            trackingNumber: "SIM1",
            trackingUrl: "https://tracking.example/SIM1",
            carrier: "DHL",
          },
          {
            number: "PG-7KQ2M9XB-R2",
            status: "processing",
            trackingNumber: null,
            trackingUrl: "javascript:alert(1)",
            carrier: null,
          },
        ],
      }),
      { windowMs: hour },
    );
    expect(view.replacements.map((replacement) => [replacement.number, replacement.status])).toEqual([
      ["PG-7KQ2M9XB-R1", "shipped"],
      ["PG-7KQ2M9XB-R2", "processing"],
    ]);
    expect(view.replacements[0]?.trackingUrl).toBe("https://tracking.example/SIM1");
    expect(view.replacements[1]?.trackingUrl).toBeNull();
  });

  it("gives the customer only keyed notes, never the English details kept for staff", () => {
    const at = new Date("2026-11-23T10:00:00Z");
    const view = toOrderView(
      orderDetails({
        history: [
          {
            status: "pending",
            paymentStatus: "expired",
            source: "payment",
            note: null,
            noteMessage: { key: "paymentExpired", params: {} },
            at,
          },
          {
            status: "processing",
            paymentStatus: "paid",
            source: "provider",
            note: "Cloudprinter order error: x",
            noteMessage: null,
            at,
          },
          {
            status: "cancelled",
            paymentStatus: "refunded",
            source: "payment",
            note: "Refunded through Stripe (re_1)",
            noteMessage: { key: "refunded", params: {} },
            at,
          },
        ],
      }),
      { windowMs: hour },
    );
    expect(view.history.map((entry) => entry.note)).toEqual([null, null, null]);
    expect(view.history.map((entry) => entry.noteMessage?.key ?? null)).toEqual([
      "paymentExpired",
      null,
      "refunded",
    ]);
  });

  it("lets a pending or processing order be cancelled until an hour after it was placed", () => {
    for (const status of ["pending", "processing"]) {
      const order = orderDetails({ status, createdAt: placed });
      const view = toOrderView(order, { windowMs: hour, now: minutesAfterPlacing(20) });
      expect(view.cancellableUntil, status).toBe("2026-03-14T11:00:00.000Z");
      expect(JSON.parse(JSON.stringify(view))).toEqual(view);
    }
  });

  it("offers no cancelling once the hour has passed", () => {
    const order = orderDetails({ status: "pending", createdAt: placed });
    expect(cancellableUntil(order, { windowMs: hour, now: minutesAfterPlacing(60) })).toBeNull();
    expect(cancellableUntil(order, { windowMs: hour, now: minutesAfterPlacing(61) })).toBeNull();
    expect(cancellableUntil(order, { windowMs: hour, now: minutesAfterPlacing(59) })).not.toBeNull();
  });

  it("offers no cancelling for an order that is printing, shipped, delivered or already cancelled", () => {
    for (const status of ["printing", "shipped", "delivered", "cancelled", "some-new-status"]) {
      const order = orderDetails({ status, createdAt: placed });
      const view = toOrderView(order, { windowMs: hour, now: minutesAfterPlacing(5) });
      expect(view.cancellableUntil, status).toBeNull();
    }
  });
});

describe("orderAmountText", () => {
  it("shows an order in its own currency from the stored minor units, never converted", () => {
    expect(orderAmountText(7397, "USD", "en")).toBe("$73.97");
    expect(orderAmountText(255200, "THB", "th")).toBe("฿2,552");
    expect(orderAmountText(6805, "EUR", "en")).toBe("€68.05");
  });

  it("still shows a currency the shop no longer sells in", () => {
    expect(orderAmountText(1234, "XYZ", "en")).toBe("12.34 XYZ");
  });
});
