import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderInLanguage } from "@/test/render-in-language";
import type { AdminOverviewData } from "../overview-types";
import { AdminOverview } from "./admin-overview";

// Navigation needs no router here; the chart draws in the browser (its table is what is checked).
vi.mock("./overview-chart", () => ({ OverviewChart: () => <div data-testid="chart" /> }));
vi.mock("@/modules/i18n/components/navigation", () => ({
  Link: ({ href, children, ...props }: { href: string; children: ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

/** Two days in baht, a printer cost known for one order of two, an abandoned checkout. */
const overview: AdminOverviewData = {
  period: { from: "2026-11-23", to: "2026-11-24", days: 2 },
  today: "2026-11-24",
  timeZone: "Asia/Bangkok",
  currency: "THB",
  rate: 34.5,
  figures: {
    paidOrders: 2,
    gross: 517_500,
    refunds: 69_000,
    net: 448_500,
    shipping: 55_200,
    fees: 24_200,
    printerCost: 200_100,
    printerCostKnown: 1,
    margin: 224_200,
  },
  awaitingShipment: 3,
  needsAttention: 0,
  abandoned: { count: 1, value: 69_000 },
  days: [
    { day: "2026-11-23", orders: 1, gross: 345_000, refunds: 69_000, net: 276_000 },
    { day: "2026-11-24", orders: 1, gross: 172_500, refunds: 0, net: 172_500 },
  ],
  topProducts: [{ productId: 1, name: "Business cards", quantity: 3, revenue: 345_000 }],
  recent: [],
};

const figure = (html: string, key: string) =>
  html.match(new RegExp(`data-testid="admin-${key}">([^<]*)<`))?.[1];

describe("the admin overview page", () => {
  it("shows each card in the reporting currency with what it counts, and says how it converted", () => {
    const html = renderInLanguage("en", <AdminOverview overview={overview} locale="en" />);
    expect(figure(html, "paidOrders")).toBe("2");
    expect(figure(html, "net")).toBe("฿4,485");
    expect(figure(html, "margin")).toBe("฿2,242");
    expect(figure(html, "abandoned")).toBe("1 · ฿690");
    expect(html).toContain("Net sales − printer cost − payment fees.");
    expect(html).toContain("Known for 1 of 2 orders.");
    expect(html).toContain("Converted from US dollars at today&#x27;s rate: 1 USD = 34.50 THB.");
    expect(html).toContain("Days are Asia/Bangkok days.");
    expect(html).toContain('href="/admin?from=2026-10-26&amp;to=2026-11-24"');
    expect(html).toContain("2 paid orders and ฿4,485 in net sales over 2 days.");
    expect(html).toContain("Business cards");
  });

  it("speaks Thai, says why a period was refused, and leaves out the note for dollars", () => {
    const thai = renderInLanguage(
      "th",
      <AdminOverview
        overview={{
          ...overview,
          currency: "USD",
          rate: 1,
          period: { ...overview.period, error: "fromAfterTo" },
        }}
        locale="th"
      />,
    );
    expect(thai).toContain("วันเริ่มต้นอยู่หลังวันสิ้นสุด");
    expect(thai).toContain("ยอดขายสุทธิ − ต้นทุนโรงพิมพ์ − ค่าธรรมเนียมการชำระเงิน");
    expect(thai).not.toContain("แปลงจากดอลลาร์สหรัฐ");
  });
});
