import { describe, expect, it } from "vitest";
import { createMoneyFormatter, defaultExchangeRates } from "@/modules/pricing";
import { orderTotalText } from "./order-total";
import { safeHttpUrl, toOrderView } from "./order-view";
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

describe("toOrderView", () => {
  it("hides provider notes (signal names, fulfilment problems) from the customer, keeps the rest", () => {
    const at = new Date("2026-11-23T10:00:00Z");
    const view = toOrderView(
      orderDetails({
        history: [
          {
            status: "pending",
            paymentStatus: "expired",
            source: "payment",
            note: "Payment page expired",
            at,
          },
          {
            status: "processing",
            paymentStatus: "paid",
            source: "provider",
            note: "Cloudprinter order error: x",
            at,
          },
        ],
      }),
    );
    expect(view.history.map((entry) => entry.note)).toEqual(["Payment page expired", null]);
  });
});

describe("orderTotalText", () => {
  it("shows USD orders to USD visitors once", () => {
    const usd = createMoneyFormatter("en", "USD", defaultExchangeRates);
    expect(orderTotalText(usd, 7397, "USD", "en")).toEqual({ shown: "$73.97" });
  });

  it("shows the visitor's currency and what was actually charged", () => {
    const thb = createMoneyFormatter("th", "THB", defaultExchangeRates);
    expect(orderTotalText(thb, 7397, "USD", "th")).toEqual({ shown: "฿2,551.97", charged: "$73.97 USD" });
  });
});
