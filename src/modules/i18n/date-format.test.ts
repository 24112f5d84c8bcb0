import { describe, expect, it } from "vitest";
import { CALENDAR_DAY_TIME_ZONE, formatDate, formatDateRange, SHOP_TIME_ZONE } from "./date-format";

// 23:30 on 14 March in UTC is already 06:30 on 15 March in Bangkok (UTC+7).
const nearMidnightUtc = new Date("2026-03-14T23:30:00Z");

describe("formatDate", () => {
  it("writes a medium date in the page's language when only a zone is given", () => {
    expect(formatDate(nearMidnightUtc, "en", { timeZone: "UTC" })).toBe("Mar 14, 2026");
    expect(formatDate(nearMidnightUtc, "th", { timeZone: "UTC" })).toBe("14 มี.ค. 2569");
  });

  it("writes Thai years in the Buddhist era", () => {
    expect(formatDate(nearMidnightUtc, "th", { dateStyle: "long", timeZone: "UTC" })).toBe("14 มีนาคม 2569");
    expect(formatDate(nearMidnightUtc, "th", { year: "numeric", timeZone: "UTC" })).toBe("พ.ศ. 2569");
    expect(formatDate(nearMidnightUtc, "en", { year: "numeric", timeZone: "UTC" })).toBe("2026");
  });

  it("reads the moment in the zone it is given, so a late UTC evening is the next day in Bangkok", () => {
    expect(formatDate(nearMidnightUtc, "en", { dateStyle: "long", timeZone: SHOP_TIME_ZONE })).toBe(
      "March 15, 2026",
    );
    expect(
      formatDate(nearMidnightUtc, "en", {
        dateStyle: "medium",
        timeStyle: "short",
        timeZone: SHOP_TIME_ZONE,
      }),
    ).toBe("Mar 15, 2026, 6:30 AM");
    expect(formatDate(nearMidnightUtc, "th", { dateStyle: "long", timeZone: SHOP_TIME_ZONE })).toBe(
      "15 มีนาคม 2569",
    );
  });

  it("takes the ISO text or milliseconds the pages pass as well as a Date", () => {
    expect(formatDate(nearMidnightUtc.toISOString(), "en", { timeZone: SHOP_TIME_ZONE })).toBe(
      "Mar 15, 2026",
    );
    expect(formatDate(nearMidnightUtc.getTime(), "en", { timeZone: SHOP_TIME_ZONE })).toBe("Mar 15, 2026");
  });

  it("gives back the same calendar day for a day key read in the calendar-day zone", () => {
    const day = "2026-11-24T00:00:00Z";
    expect(formatDate(day, "en", { month: "short", day: "numeric", timeZone: CALENDAR_DAY_TIME_ZONE })).toBe(
      "Nov 24",
    );
    expect(formatDate(day, "th", { month: "short", day: "numeric", timeZone: CALENDAR_DAY_TIME_ZONE })).toBe(
      "24 พ.ย.",
    );
  });
});

describe("formatDateRange", () => {
  const from = new Date("2026-03-18T10:00:00Z");
  const to = new Date("2026-03-20T10:00:00Z");

  it("writes what two dates share once, in both languages", () => {
    // Intl puts thin spaces around the dash.
    expect(formatDateRange(from, to, "en", { timeZone: SHOP_TIME_ZONE })).toBe("Mar 18\u2009–\u200920, 2026");
    expect(formatDateRange(from, to, "th", { timeZone: SHOP_TIME_ZONE })).toBe("18–20 มี.ค. 2569");
  });

  it("moves both ends into the zone it is given", () => {
    const lateFrom = new Date("2026-03-17T23:30:00Z");
    const lateTo = new Date("2026-03-19T23:30:00Z");
    expect(formatDateRange(lateFrom, lateTo, "en", { timeZone: "UTC" })).toBe("Mar 17\u2009–\u200919, 2026");
    expect(formatDateRange(lateFrom, lateTo, "en", { timeZone: SHOP_TIME_ZONE })).toBe(
      "Mar 18\u2009–\u200920, 2026",
    );
  });
});
