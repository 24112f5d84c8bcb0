import { describe, expect, it } from "vitest";
import { partialRefundInput } from "./refund-input";

const amountOf = (amount: string) =>
  partialRefundInput.safeParse({ number: "PG-1", amount, reason: "Dented" }).data?.amount;

describe("the part refund form's amount", () => {
  it("reads whole and decimal amounts, with commas between thousands, as minor units", () => {
    expect(amountOf("200")).toBe(20_000);
    expect(amountOf(" 120.5 ")).toBe(12_050);
    expect(amountOf("1,250.50")).toBe(125_050);
    expect(amountOf("0.01")).toBe(1);
  });

  it("refuses a decimal comma, a third decimal, zero, signs and words rather than guessing", () => {
    for (const typed of ["12,5", "1.005", "0", "0.00", "-5", "+5", "5 baht", "", "1e3", "12,50"]) {
      expect(amountOf(typed), typed).toBeUndefined();
    }
  });

  it("needs a reason without control characters, of at most 500 characters", () => {
    const parse = (reason: string) => partialRefundInput.safeParse({ number: "PG-1", amount: "1", reason });
    expect(parse("  ").error?.issues[0]?.message).toBe("reasonRequired");
    expect(parse("a".repeat(501)).error?.issues[0]?.message).toBe("reasonTooLong");
    expect(parse("bad\u0007bell").error?.issues[0]?.message).toBe("reasonInvalid");
    expect(parse("กล่องบุบ\nสองกล่อง").success).toBe(true);
  });
});
