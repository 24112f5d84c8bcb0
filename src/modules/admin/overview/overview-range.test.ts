import { describe, expect, it } from "vitest";
import { parseOverviewPeriod } from "./overview-range";

// 23:30 on 24 November in Bangkok, still the 24th's afternoon in UTC and the 24th's morning in New York.
const NOW = new Date("2026-11-24T16:30:00Z");

describe("the overview's period in the URL", () => {
  it("defaults to the last 30 days up to today in the shop's time zone", () => {
    expect(parseOverviewPeriod({}, "Asia/Bangkok", NOW)).toEqual({
      from: "2026-10-26",
      to: "2026-11-24",
      days: 30,
    });
    // 17:30 UTC is already the 25th in Bangkok.
    expect(parseOverviewPeriod({}, "Asia/Bangkok", new Date("2026-11-24T17:30:00Z")).to).toBe("2026-11-25");
    expect(parseOverviewPeriod({}, "America/New_York", new Date("2026-11-25T03:00:00Z")).to).toBe(
      "2026-11-24",
    );
  });

  it("takes from and to as given, or up to today, or the 30 days up to `to`", () => {
    expect(parseOverviewPeriod({ from: "2026-11-01", to: "2026-11-05" }, "Asia/Bangkok", NOW)).toEqual({
      from: "2026-11-01",
      to: "2026-11-05",
      days: 5,
    });
    expect(parseOverviewPeriod({ from: ["2026-11-20", "2026-01-01"] }, "Asia/Bangkok", NOW)).toEqual({
      from: "2026-11-20",
      to: "2026-11-24",
      days: 5,
    });
    expect(parseOverviewPeriod({ to: "2026-03-01" }, "Asia/Bangkok", NOW)).toEqual({
      from: "2026-01-31",
      to: "2026-03-01",
      days: 30,
    });
  });

  it("answers the default period with the reason for a wrong one, never throwing", () => {
    const fallback = { from: "2026-10-26", to: "2026-11-24", days: 30 };
    for (const from of ["2026-02-30", "yesterday", "2026-1-5", "<script>"])
      expect(parseOverviewPeriod({ from }, "Asia/Bangkok", NOW)).toEqual({
        ...fallback,
        error: "invalidDate",
      });
    expect(parseOverviewPeriod({ from: "2026-11-06", to: "2026-11-05" }, "Asia/Bangkok", NOW)).toEqual({
      ...fallback,
      error: "fromAfterTo",
    });
    expect(parseOverviewPeriod({ from: "2024-01-01", to: "2026-11-05" }, "Asia/Bangkok", NOW)).toEqual({
      ...fallback,
      error: "tooLong",
    });
    expect(parseOverviewPeriod({ from: "2025-11-05", to: "2026-11-05" }, "Asia/Bangkok", NOW).days).toBe(366);
  });
});
