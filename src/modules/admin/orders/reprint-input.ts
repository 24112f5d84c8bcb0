import { z } from "zod";
import { staffReason } from "./refund-input";

/**
 * The "Reprint" form as the server reads it (docs/admin.md#reprints): which lines (by position) and
 * how many copies of each, and a reason. Whether the lines and quantities fit the order is decided on
 * the order as stored. Each message is a key under `admin.order.reprints.errors`.
 */
export const reprintInput = z.object({
  number: z.string().trim().min(1).max(40),
  lines: z
    .array(
      z.object({
        position: z.number().int().min(0).max(1000),
        quantity: z.number().int().min(1, "invalidQuantity").max(100_000, "invalidQuantity"),
      }),
    )
    .min(1, "noLines")
    .max(100, "noLines"),
  reason: staffReason,
});

export type ReprintField = "lines" | "reason";
export type ReprintFieldError =
  "noLines" | "invalidQuantity" | "reasonRequired" | "reasonTooLong" | "reasonInvalid";

/** The first problem of each field, for the form to show beside it. */
export function reprintFieldErrors(error: z.ZodError): Partial<Record<ReprintField, ReprintFieldError>> {
  const errors: Partial<Record<ReprintField, ReprintFieldError>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (field !== "lines" && field !== "reason") continue;
    if (errors[field]) continue;
    const known = ["noLines", "invalidQuantity", "reasonRequired", "reasonTooLong", "reasonInvalid"];
    errors[field] = (
      known.includes(issue.message) ? issue.message : field === "lines" ? "invalidQuantity" : "reasonInvalid"
    ) as ReprintFieldError;
  }
  return errors;
}
