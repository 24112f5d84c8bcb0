import { checkoutTotals } from "../fees";
import type { PaymentMethod } from "../schema";

/**
 * A method's fee as a rate and a fixed part in USD cents, read back from `checkoutTotals` so the
 * wizard can state the rule without a second copy of the numbers.
 */
export function feeRule(method: PaymentMethod): { rate: number; fixed: number } {
  const fixed = checkoutTotals(0, 0, method).fee;
  const base = 1_000_000;
  return { rate: (checkoutTotals(base, 0, method).fee - fixed) / base, fixed };
}
