import { describe, expect, it } from "vitest";
import { reprintFieldErrors, reprintInput } from "./reprint-input";

describe("the reprint form as the server reads it", () => {
  it("reads the ticked lines with their copies and a trimmed reason", () => {
    const parsed = reprintInput.parse({
      number: " PG-7KQ2M9XB ",
      lines: [{ position: 0, quantity: 2 }],
      reason: "  Colours came out dark ",
    });
    expect(parsed).toEqual({
      number: "PG-7KQ2M9XB",
      lines: [{ position: 0, quantity: 2 }],
      reason: "Colours came out dark",
    });
  });

  it("names no lines, zero copies and a missing or unkeepable reason as field errors", () => {
    const errors = (input: object) => {
      const parsed = reprintInput.safeParse({ number: "PG-7KQ2M9XB", ...input });
      return parsed.success ? {} : reprintFieldErrors(parsed.error);
    };
    expect(errors({ lines: [], reason: "" })).toEqual({ lines: "noLines", reason: "reasonRequired" });
    expect(errors({ lines: [{ position: 0, quantity: 0 }], reason: "x" })).toEqual({
      lines: "invalidQuantity",
    });
    expect(errors({ lines: [{ position: 0, quantity: 1 }], reason: "bad\u0000" })).toEqual({
      reason: "reasonInvalid",
    });
    expect(errors({ lines: [{ position: 0, quantity: 1 }], reason: "x".repeat(501) })).toEqual({
      reason: "reasonTooLong",
    });
  });
});
