import { describe, expect, it } from "vitest";
import { colourName } from "./colour-names";

describe("colour names", () => {
  it("names a colour by its everyday name", () => {
    expect(colourName("#1d4ed8")).toBe("blue");
    expect(colourName("#dc2626")).toBe("red");
    expect(colourName("#0f766e")).toBe("teal");
    expect(colourName("#f59e0b")).toBe("orange");
    expect(colourName("#fde047")).toBe("yellow");
    expect(colourName("#6d28d9")).toBe("purple");
    expect(colourName("#f472b6")).toBe("pink");
  });

  it("calls very dark, very light and unsaturated colours black, white and grey", () => {
    expect(colourName("#111827")).toBe("black");
    expect(colourName("#fbf8f3")).toBe("white");
    expect(colourName("#6b7280")).toBe("grey");
  });
});
