import { describe, expect, it } from "vitest";
import { estimatedDelivery } from "./delivery-estimate";

describe("estimatedDelivery", () => {
  it("adds the order's stored estimate (production + transit) to the payment date", () => {
    const paid = new Date("2025-03-10T15:00:00Z");
    expect(estimatedDelivery(paid, 4, 6)).toEqual({
      earliest: new Date("2025-03-14T15:00:00Z"),
      latest: new Date("2025-03-16T15:00:00Z"),
    });
  });

  it("never ends before it starts", () => {
    const paid = new Date("2025-03-10T00:00:00Z");
    const { earliest, latest } = estimatedDelivery(paid, 4, 2);
    expect(latest.getTime()).toBe(earliest.getTime());
  });
});
