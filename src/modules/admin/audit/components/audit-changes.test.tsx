import { describe, expect, it } from "vitest";
import { renderInLanguage } from "@/test/render-in-language";
import { AuditChanges } from "./audit-changes";

describe("an audit entry's changes", () => {
  it("shows amounts in the entry's currency and times in Bangkok time, not raw numbers", () => {
    const html = renderInLanguage(
      "en",
      <AuditChanges
        before={{ refundedAmount: 0, paymentStatus: "paid" }}
        after={{ amount: 92_900, currency: "THB", at: "2026-11-27T16:30:00.000Z", reason: "Dented" }}
      />,
    );
    expect(html).toContain("฿929");
    expect(html).not.toContain("92900");
    expect(html).toContain("Nov 27, 2026, 11:30");
    expect(html).toContain("Dented");
  });

  it("leaves numbers that are not amounts as they are", () => {
    const html = renderInLanguage("th", <AuditChanges before={{ perUsd: 34.5 }} after={{ perUsd: 35 }} />);
    expect(html).toContain("34.5");
    expect(html).toContain("35");
  });
});
