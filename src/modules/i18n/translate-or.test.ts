import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { MIN_MOCKUP_PERCENT } from "@/modules/catalog";
import en from "../../../messages/en.json";
import th from "../../../messages/th.json";
import { translateOr } from "./translate-or";

describe("translateOr", () => {
  it("fills a message's figures from the rule that enforces them, in both languages", () => {
    for (const [messages, text] of [
      [en, "At least 5% of the picture, or the design can't be seen."],
      [th, "อย่างน้อย 5% ของรูป ไม่เช่นนั้นจะมองไม่เห็นงานออกแบบ"],
    ] as const) {
      const t = createTranslator({ locale: "en", messages, namespace: "admin.catalog" });
      expect(translateOr(t, "errors.mockupTooSmall", "?", { minPercent: MIN_MOCKUP_PERCENT })).toBe(text);
    }
  });

  it("answers the fallback for a key the namespace doesn't have", () => {
    const t = createTranslator({ locale: "en", messages: en, namespace: "admin.catalog" });
    expect(translateOr(t, "errors.noSuchError", "Check this field")).toBe("Check this field");
  });
});
