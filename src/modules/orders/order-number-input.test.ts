import { describe, expect, it } from "vitest";
import { normaliseOrderNumber } from "./order-number-input";

describe("normaliseOrderNumber", () => {
  it("brings what people type to the stored PG-XXXXXXXX form", () => {
    expect(normaliseOrderNumber("PG-7KQ2M9XB")).toBe("PG-7KQ2M9XB");
    expect(normaliseOrderNumber("  pg-7kq2m9xb ")).toBe("PG-7KQ2M9XB");
    expect(normaliseOrderNumber("7KQ2M9XB")).toBe("PG-7KQ2M9XB");
    expect(normaliseOrderNumber("#PG 7KQ2 M9XB")).toBe("PG-7KQ2M9XB");
    expect(normaliseOrderNumber("PG\u20117KQ2M9XB")).toBe("PG-7KQ2M9XB");
    expect(normaliseOrderNumber("pg7kq2m9xb")).toBe("PG-7KQ2M9XB");
    // A suffix may itself start with PG.
    expect(normaliseOrderNumber("PGQ2M9XB")).toBe("PG-PGQ2M9XB");
  });

  it("keeps nothing a query could choke on", () => {
    expect(normaliseOrderNumber("")).toBe("");
    expect(normaliseOrderNumber(" \t ")).toBe("");
    expect(normaliseOrderNumber("PG-\u0000AB'\"")).toBe("PG-AB");
    expect(normaliseOrderNumber("A".repeat(1000))).toHaveLength(3 + 64);
  });
});
