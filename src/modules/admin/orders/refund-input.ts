import { z } from "zod";

/**
 * The "Refund part" form as the server reads it (docs/admin.md#partial-refunds). The amount is typed in
 * the order's currency with a dot for decimals ("200", "1,250.50"); it becomes minor units here, and
 * whether it fits what is left is decided on the order as stored. Each message is a key under
 * `admin.order.refunds.errors`.
 */
/** Longest reason kept; the form says so. */
export const REFUND_REASON_MAX_LENGTH = 500;

/** A reason staff give for a money or print decision (refunds, reprints): kept for history and audit. */
export const staffReason = z
  .string()
  .trim()
  .min(1, "reasonRequired")
  .max(REFUND_REASON_MAX_LENGTH, "reasonTooLong")
  .refine((reason) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(reason), "reasonInvalid");

export const partialRefundInput = z.object({
  number: z.string().trim().min(1).max(40),
  amount: z
    .string()
    .trim()
    // Commas only as thousands separators: "12,5" is refused, never read as 125.
    .regex(/^(\d{1,9}|\d{1,3}(,\d{3}){1,2})(\.\d{1,2})?$/, "invalidAmount")
    .transform((typed) => Math.round(Number(typed.replaceAll(",", "")) * 100))
    .pipe(z.number().int().min(1, "invalidAmount")),
  reason: staffReason,
});

export type PartialRefundField = "amount" | "reason";
export type PartialRefundFieldError = "invalidAmount" | "reasonRequired" | "reasonTooLong" | "reasonInvalid";

/** The first problem of each field, for the form to show beside it. */
export function partialRefundFieldErrors(
  error: z.ZodError,
): Partial<Record<PartialRefundField, PartialRefundFieldError>> {
  const errors: Partial<Record<PartialRefundField, PartialRefundFieldError>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if ((field === "amount" || field === "reason") && !errors[field])
      errors[field] = field === "amount" ? "invalidAmount" : (issue.message as PartialRefundFieldError);
  }
  return errors;
}
