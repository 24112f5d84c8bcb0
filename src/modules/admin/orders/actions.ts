"use server";

import { z } from "zod";
import { staff } from "@/modules/accounts/server";
import { defineAction, type Refused } from "@/server/actions";
import { checkoutFieldErrors } from "@/modules/checkout";
import { db } from "@/server/db";
import {
  addNoteAsStaff,
  editOrderAsStaff,
  type StaffEditResult,
  type StaffNoteResult,
} from "./order-edits.server";
import { orderEditInput, orderNoteInput } from "./order-edit-input";
import {
  cancelOrderAsStaff,
  refundOrderAsStaff,
  refundPartAsStaff,
  resubmitOrderAsStaff,
  type StaffCancelResult,
  type StaffOrderResult,
  type StaffRefundResult,
} from "./order-actions.server";
import { reprintAsStaff, type StaffReprintResult } from "./order-reprints.server";
import { partialRefundFieldErrors, partialRefundInput } from "./refund-input";
import { reprintFieldErrors, reprintInput } from "./reprint-input";

/*
 * The admin order page's actions (docs/admin.md#orders). The browser names the order; whether it may
 * be cancelled, refunded or sent again is decided here, on the order as stored.
 */

const orderInput = z.object({ number: z.string().trim().min(1).max(40) });

export type CancelAdminOrderResult = StaffCancelResult | Refused;

/** Cancel: at Cloudprinter first, then here; a paid order's refund is queued in the same step. */
export const cancelAdminOrder = defineAction(
  { access: staff, input: orderInput, failed: "staff cancel failed" },
  async ({ number }, { user }): Promise<CancelAdminOrderResult> => cancelOrderAsStaff(db(), number, user),
);

export type AdminOrderActionResult = StaffOrderResult | Refused;

/** Refund a cancelled, paid order through Stripe (a job; the page shows its progress). */
export const refundAdminOrder = defineAction(
  { access: staff, input: orderInput, failed: "staff refund failed" },
  async ({ number }, { user }): Promise<AdminOrderActionResult> => refundOrderAsStaff(db(), number, user),
);

export type RefundPartResult =
  | StaffRefundResult
  | { ok: false; error: "fields"; fields: ReturnType<typeof partialRefundFieldErrors> }
  | Refused;

/** Refund part of a paid order: an amount up to what is left, in the order's currency, with a reason. */
export const refundPartOfAdminOrder = defineAction(
  {
    access: staff,
    input: partialRefundInput,
    invalid: (error): RefundPartResult => ({
      ok: false,
      error: "fields",
      fields: partialRefundFieldErrors(error),
    }),
    failed: "staff partial refund failed",
    logged: {
      message: "partial refund requested",
      fields: (input) => ({ order: input.number, amount: input.amount }),
    },
  },
  async (input, { user }): Promise<RefundPartResult> => refundPartAsStaff(db(), input, user),
);

export type ReprintResult =
  | StaffReprintResult
  | { ok: false; error: "fields"; fields: ReturnType<typeof reprintFieldErrors> }
  | Refused;

/** Send a replacement for chosen lines to the printer, at no charge to the customer, with a reason. */
export const reprintAdminOrder = defineAction(
  {
    access: staff,
    input: reprintInput,
    invalid: (error): ReprintResult => ({ ok: false, error: "fields", fields: reprintFieldErrors(error) }),
    failed: "staff reprint failed",
    logged: {
      message: "reprint requested",
      fields: (input) => ({ order: input.number, lines: input.lines.length }),
    },
  },
  async (input, { user }): Promise<ReprintResult> => reprintAsStaff(db(), input, user),
);

/** Send an order the provider refused to it again. */
export const resubmitAdminOrder = defineAction(
  { access: staff, input: orderInput, failed: "staff resubmit failed" },
  async ({ number }, { user }): Promise<AdminOrderActionResult> => resubmitOrderAsStaff(db(), number, user),
);

export type EditAdminOrderResult = StaffEditResult | Exclude<Refused, { error: "invalid" }>;

/**
 * Corrects the contact and shipping address of an order not yet sent to Cloudprinter. Checked like
 * checkout (field errors as `checkout.errors` keys); refused once the order was submitted.
 */
export const editAdminOrder = defineAction(
  {
    access: staff,
    input: orderEditInput,
    invalid: (error) => ({ ok: false, error: "invalid", fieldErrors: checkoutFieldErrors(error) }) as const,
    failed: "staff order edit failed",
    logged: { message: "order details corrected by staff", fields: ({ number }) => ({ number }) },
  },
  async (input, { user }): Promise<EditAdminOrderResult> => editOrderAsStaff(db(), input, user),
);

export type AddAdminOrderNoteResult = StaffNoteResult | Refused;

/** Keeps an internal note on an order (staff only; never shown to the customer). */
export const addAdminOrderNote = defineAction(
  { access: staff, input: orderNoteInput, failed: "staff order note failed" },
  async (input, { user }): Promise<AddAdminOrderNoteResult> => addNoteAsStaff(db(), input, user),
);
