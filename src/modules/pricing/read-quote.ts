import type { Quote, QuoteLevel } from "./quote-request";

type Days = Quote["estimatedDelivery"];

const isInteger = (value: unknown): value is number => Number.isInteger(value);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function readDays(value: unknown): Days | undefined {
  if (!isRecord(value) || !isInteger(value.minDays) || !isInteger(value.maxDays)) return undefined;
  return { minDays: value.minDays, maxDays: value.maxDays };
}

function readLevel(value: unknown): QuoteLevel | undefined {
  if (!isRecord(value)) return undefined;
  const estimatedDelivery = readDays(value.estimatedDelivery);
  if (typeof value.level !== "string" || !isInteger(value.cost) || typeof value.tracked !== "boolean")
    return undefined;
  if (!estimatedDelivery) return undefined;
  return { level: value.level, cost: value.cost, tracked: value.tracked, estimatedDelivery };
}

/**
 * `/api/quote`'s answer as a Quote, or undefined when it is anything else (a proxy's error page, an
 * older server). Plain checks instead of a zod schema: this runs in the browser on every product page,
 * where zod would add ~30 KB gzip (docs/client-weight.md). Only the fields a Quote has are kept.
 */
export function readQuote(json: unknown): Quote | undefined {
  if (!isRecord(json)) return undefined;
  const { unitPrice, percentOff, totalPrice, shippingCost, freeShipping, currency, level, levels } = json;
  const estimatedDelivery = readDays(json.estimatedDelivery);
  if (!isInteger(unitPrice) || !isInteger(percentOff) || !isInteger(totalPrice) || !isInteger(shippingCost))
    return undefined;
  if (typeof freeShipping !== "boolean" || currency !== "USD" || typeof level !== "string") return undefined;
  if (!estimatedDelivery || !Array.isArray(levels)) return undefined;
  const read = levels.map(readLevel);
  if (read.some((each) => each === undefined)) return undefined;
  return {
    unitPrice,
    percentOff,
    totalPrice,
    shippingCost,
    freeShipping,
    currency,
    estimatedDelivery,
    level,
    levels: read as QuoteLevel[],
  };
}
