import "server-only";
import type { z } from "zod";
import { recordAudit, type AuditActor } from "@/modules/admin/audit/server";
import type { CheckoutFieldErrors } from "@/modules/checkout";
import { checkDestination } from "@/modules/checkout/server";
import {
  addOrderNote,
  editOrderContactAndAddress,
  findOrderByNumber,
  type OrderContactAndAddress,
  type OrderNote,
} from "@/modules/orders/server";
import type { Database } from "@/server/db";
import type { orderEditInput, orderNoteInput } from "./order-edit-input";

/*
 * The admin order page's corrections (docs/admin.md#orders): the contact and shipping address before
 * the order reaches the printer, and staff notes. Each change and its audit entry commit together.
 */

export type StaffEditResult =
  | { ok: true; changed: (keyof OrderContactAndAddress)[] }
  | { ok: false; error: "notFound" | "cancelled" | "alreadySubmitted" | "submitting" }
  | { ok: false; error: "invalid"; fieldErrors: CheckoutFieldErrors };

/**
 * Corrects the contact and shipping address of an order not yet at the printer. The address passes
 * checkout's rules: the schema's (the action's input) and then the shipping service's (a country we
 * ship to, a state from its list, stored in the list's spelling). Whether the order may still change is
 * decided under its row lock (orders' editOrderContactAndAddress); the audit entry holds the changed
 * fields only, as they were and became. Nothing changed: nothing is written, audited or mailed.
 */
export async function editOrderAsStaff(
  database: Database,
  input: z.output<typeof orderEditInput>,
  actor: AuditActor,
): Promise<StaffEditResult> {
  const order = await findOrderByNumber(database, input.number);
  if (!order) return { ok: false, error: "notFound" };
  const destination = await checkDestination(input.address);
  if (!destination.ok) return { ok: false, error: "invalid", fieldErrors: destination.fieldErrors };
  const { address, contact } = input;
  const next: OrderContactAndAddress = {
    name: address.name,
    company: address.company || null,
    address: address.address,
    city: address.city,
    state: destination.state || null,
    postalCode: address.postalCode,
    country: address.country,
    email: contact.email,
    phone: contact.phone,
  };
  return database.transaction(async (tx) => {
    const edit = await editOrderContactAndAddress(tx, order.id, next);
    if (!edit.ok) return edit;
    const changed = Object.keys(edit.after) as (keyof OrderContactAndAddress)[];
    if (changed.length > 0) {
      await recordAudit(tx, actor, {
        action: "order.edit-details",
        targetType: "order",
        targetId: order.number,
        before: edit.before,
        after: edit.after,
      });
    }
    return { ok: true, changed };
  });
}

export type StaffNoteResult = { ok: true; note: OrderNote } | { ok: false; error: "notFound" };

/** Keeps a staff note on an order, in the author's name, audited with it. */
export async function addNoteAsStaff(
  database: Database,
  input: z.output<typeof orderNoteInput>,
  author: AuditActor & { name: string },
): Promise<StaffNoteResult> {
  const order = await findOrderByNumber(database, input.number);
  if (!order) return { ok: false, error: "notFound" };
  return database.transaction(async (tx) => {
    const note = await addOrderNote(
      tx,
      order.id,
      { id: author.id, name: author.name || author.email },
      input.body,
    );
    if (!note) return { ok: false, error: "notFound" } as const;
    await recordAudit(tx, author, {
      action: "order.note",
      targetType: "order",
      targetId: order.number,
      after: { noteId: note.id, body: note.body },
    });
    return { ok: true, note } as const;
  });
}
