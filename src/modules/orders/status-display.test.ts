import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "./schema";
import {
  historySourceDisplay,
  orderStatusDisplay,
  paymentOutcome,
  paymentStatusDisplay,
} from "./status-display";

describe("order status display", () => {
  it("colours each known status as docs/product-rules.md says and labels it by its own key", () => {
    expect(Object.fromEntries(ORDER_STATUSES.map((status) => [status, orderStatusDisplay(status)]))).toEqual({
      pending: { variant: "warning", labelKey: "pending" },
      processing: { variant: "info", labelKey: "processing" },
      printing: { variant: "violet", labelKey: "printing" },
      shipped: { variant: "shipped", labelKey: "shipped" },
      delivered: { variant: "success", labelKey: "delivered" },
      cancelled: { variant: "destructive", labelKey: "cancelled" },
    });
  });

  it("shows any other status raw in a neutral badge", () => {
    expect(orderStatusDisplay("on_hold")).toEqual({ variant: "neutral", raw: "on_hold" });
    expect(orderStatusDisplay("Pending")).toEqual({ variant: "neutral", raw: "Pending" });
  });

  it("labels payment statuses, an unknown one with underscores as spaces", () => {
    expect(paymentStatusDisplay("paid")).toEqual({ labelKey: "paid" });
    expect(paymentStatusDisplay("expired")).toEqual({ labelKey: "expired" });
    expect(paymentStatusDisplay("partially_refunded")).toEqual({ raw: "partially refunded" });
  });

  it("calls a cancelled order's payment still held 'refund due', and a returned one 'refunded'", () => {
    expect(paymentStatusDisplay("paid", "cancelled")).toEqual({ labelKey: "refundDue" });
    expect(paymentStatusDisplay("refunded", "cancelled")).toEqual({ labelKey: "refunded" });
    expect(paymentStatusDisplay("paid", "processing")).toEqual({ labelKey: "paid" });
    expect(paymentStatusDisplay("unpaid", "cancelled")).toEqual({ labelKey: "unpaid" });
  });

  it("names who changed the order, unknown sources raw", () => {
    expect(historySourceDisplay("provider")).toEqual({ labelKey: "provider" });
    expect(historySourceDisplay("admin_api")).toEqual({ raw: "admin api" });
  });

  it("maps payment statuses to what the success page says", () => {
    expect(paymentOutcome("unpaid")).toBe("confirming");
    expect(paymentOutcome("paid")).toBe("confirmed");
    expect(paymentOutcome("refunded")).toBe("confirmed");
    expect(paymentOutcome("failed")).toBe("failed");
    expect(paymentOutcome("expired")).toBe("failed");
  });
});
