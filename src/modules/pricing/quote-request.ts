import { deliveryEstimate, isTrackedLevel, preselectedLevel, sortRates } from "@/modules/shipping";
import { shipsFree, type ShopTerms } from "./shop-terms";

export type { QuoteRequest } from "./quote-request-schema";

type Days = { minDays: number; maxDays: number };

/** One level that ships there, charged for this line; `estimatedDelivery` is production + transit. */
export type QuoteLevel = { level: string; cost: number; tracked: boolean; estimatedDelivery: Days };

/**
 * The quote answer (docs/product-rules.md#quotes); amounts in USD cents, delivery in days from payment.
 * `freeShipping`: the subtotal reached the shop's threshold, so every shipping cost is 0. `level` is
 * the level priced (the one asked for, else the preselected one); `levels` every level that ships to
 * the country, cheapest first by what the level costs. The browser checks an answer with readQuote.
 */
export type Quote = {
  /** The unit price at this quantity: the price-break tier's (docs/product-rules.md#price-breaks). */
  unitPrice: number;
  /** The tier's percent off the list unit price; 0 below the first break. */
  percentOff: number;
  totalPrice: number;
  shippingCost: number;
  freeShipping: boolean;
  currency: "USD";
  estimatedDelivery: Days;
  level: string;
  levels: QuoteLevel[];
};

type Rate = { level: string; cost: number; minDays: number; maxDays: number };

/**
 * The one quote arithmetic: total = unit × quantity (the unit price already the quantity's tier price,
 * `percentOff` its break), shipping per parcel (0 from the free-shipping threshold,
 * docs/product-rules.md#shop-terms), delivery = production + transit (deliveryEstimate). `rates` are
 * every level's rate there; `rate` the one chosen among them.
 */
export function assembleQuote(
  unitPrice: number,
  quantity: number,
  rate: Rate,
  rates: readonly Rate[],
  terms: Pick<ShopTerms, "freeShippingThreshold">,
  percentOff = 0,
): Quote {
  const totalPrice = unitPrice * quantity;
  const freeShipping = shipsFree(totalPrice, terms);
  return {
    unitPrice,
    percentOff,
    totalPrice,
    shippingCost: freeShipping ? 0 : rate.cost,
    freeShipping,
    currency: "USD",
    estimatedDelivery: deliveryEstimate(rate),
    level: rate.level,
    levels: sortRates(rates).map((each) => ({
      level: each.level,
      cost: freeShipping ? 0 : each.cost,
      tracked: isTrackedLevel(each.level),
      estimatedDelivery: deliveryEstimate(each),
    })),
  };
}

/** The rate a quote prices: the chosen level where it ships, else the preselected one (cheapest tracked). */
export function chooseRate<T extends Rate>(rates: readonly T[], chosen: string | undefined): T | undefined {
  const preselected = preselectedLevel(rates);
  return rates.find((rate) => rate.level === chosen) ?? rates.find((rate) => rate.level === preselected);
}
