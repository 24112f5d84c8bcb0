import type { Currency } from "@/modules/i18n";
import type { OverviewPeriod } from "./overview-range";

/** One shop day of the period, amounts in the reporting currency's minor units. */
export type OverviewDay = { day: string; orders: number; gross: number; refunds: number; net: number };

/** The overview page's figures (docs/admin.md#overview), amounts in the reporting currency's minor units. */
export type AdminOverviewData = {
  period: OverviewPeriod;
  /** Today in the shop's time zone (YYYY-MM-DD), for the quick periods. */
  today: string;
  timeZone: string;
  currency: Currency;
  /** Today's units of `currency` per USD (1 for USD): what the USD sums were converted with. */
  rate: number;
  figures: {
    paidOrders: number;
    gross: number;
    refunds: number;
    /** gross − refunds */
    net: number;
    shipping: number;
    fees: number;
    /** The printer's charge for the orders and their reprints, where known. */
    printerCost: number;
    printerCostKnown: number;
    /** net − printer cost − payment fees */
    margin: number;
  };
  awaitingShipment: number;
  needsAttention: number;
  abandoned: { count: number; value: number };
  /** Every day of the period, oldest first, days without orders as zeros. */
  days: OverviewDay[];
  topProducts: { productId: number; name: string; quantity: number; revenue: number }[];
  recent: { number: string; createdAt: Date; status: string; total: number; currency: string }[];
};
