import { z } from "zod";
import {
  feeRuleSchema,
  freeShippingThresholdSchema,
  paymentMethods,
  type ShopTerms,
} from "@/modules/pricing";

/**
 * The configuration page's "Free shipping and payment fees" card (docs/admin.md#shop-terms): what
 * staff type, as text in US dollars and percent, and how it becomes the shop terms (USD cents, rates)
 * the pricing module's zod schemas accept. Error codes are keys of admin.config.shopTerms.errors.
 */
export type ShopTermsForm = {
  /** US dollars ("75", "49.99"); empty = no free shipping. */
  freeShippingThreshold: string;
  card: { percent: string; fixed: string };
  paypal: { percent: string; fixed: string };
};

export type ShopTermsField =
  "freeShippingThreshold" | "card.percent" | "card.fixed" | "paypal.percent" | "paypal.fixed";
type ShopTermsError = "invalidAmount" | "invalidPercent" | "outOfRange";
export type ShopTermsErrors = Partial<Record<ShopTermsField, ShopTermsError>>;

const formSchema = z.object({
  freeShippingThreshold: z.string().max(40),
  card: z.object({ percent: z.string().max(40), fixed: z.string().max(40) }),
  paypal: z.object({ percent: z.string().max(40), fixed: z.string().max(40) }),
});

const DOLLARS = /^\d{1,7}(\.\d{1,2})?$/;
const PERCENT = /^\d{1,2}(\.\d{1,3})?$/;

/** Dollars typed → whole cents, or an error code. */
function cents(text: string): number | "invalidAmount" {
  const trimmed = text.trim().replace(/^\$/, "");
  return DOLLARS.test(trimmed) ? Math.round(Number(trimmed) * 100) : "invalidAmount";
}

/** "2.9" → 0.029 (six decimals, so 2.9 / 100 is not 0.028999…), or an error code. */
function rate(text: string): number | "invalidPercent" {
  const trimmed = text.trim().replace(/%$/, "").trim();
  return PERCENT.test(trimmed) ? Number((Number(trimmed) / 100).toFixed(6)) : "invalidPercent";
}

export type ParsedShopTerms = { ok: true; terms: ShopTerms } | { ok: false; errors: ShopTermsErrors };

/** Validates the card's fields; `null` input (anything not shaped like the form) is refused by the caller. */
export function parseShopTermsForm(input: unknown): ParsedShopTerms | undefined {
  const form = formSchema.safeParse(input);
  if (!form.success) return undefined;
  const errors: ShopTermsErrors = {};

  let threshold: number | null = null;
  if (form.data.freeShippingThreshold.trim() !== "") {
    const value = cents(form.data.freeShippingThreshold);
    if (typeof value === "string") errors.freeShippingThreshold = value;
    else if (!freeShippingThresholdSchema.safeParse(value).success)
      errors.freeShippingThreshold = "outOfRange";
    else threshold = value;
  }

  const fees = {} as ShopTerms["fees"];
  for (const method of paymentMethods) {
    const typed = form.data[method];
    const percent = rate(typed.percent);
    const fixed = cents(typed.fixed.trim() === "" ? "0" : typed.fixed);
    if (typeof percent === "string") errors[`${method}.percent`] = percent;
    if (typeof fixed === "string") errors[`${method}.fixed`] = fixed;
    if (typeof percent === "string" || typeof fixed === "string") continue;
    const rule = feeRuleSchema.safeParse({ rate: percent, fixed });
    if (rule.success) fees[method] = rule.data;
    else
      for (const issue of rule.error.issues)
        errors[`${method}.${issue.path[0] === "rate" ? "percent" : "fixed"}`] = "outOfRange";
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, terms: { freeShippingThreshold: threshold, fees } };
}

/** The terms in force as the form shows them: dollars and percent, trailing zeros dropped. */
export function shopTermsForm(terms: ShopTerms): ShopTermsForm {
  const dollars = (value: number) => (value % 100 === 0 ? String(value / 100) : (value / 100).toFixed(2));
  const percent = (value: number) => String(Number((value * 100).toFixed(3)));
  return {
    freeShippingThreshold: terms.freeShippingThreshold === null ? "" : dollars(terms.freeShippingThreshold),
    card: { percent: percent(terms.fees.card.rate), fixed: dollars(terms.fees.card.fixed) },
    paypal: { percent: percent(terms.fees.paypal.rate), fixed: dollars(terms.fees.paypal.fixed) },
  };
}
