"use server";

import { z } from "zod";
import { staff } from "@/modules/accounts/server";
import { REPLY_MAX_LENGTH } from "@/modules/support";
import { defineAction, type Refused } from "@/server/actions";
import { db } from "@/server/db";
import { replyToMessage, setMessageHandled } from "./inbox-changes.server";

/*
 * The support inbox, the mail outbox and the support address (docs/admin.md): one transaction with the
 * audit entry each (in the *.server.ts each action calls).
 */

const messageId = z.string().trim().max(64);

export type InboxActionResult =
  { ok: true } | { ok: false; error: "notFound" | "replyRequired" | "replyTooLong" } | Refused;

/** "Mark handled" (handled: true) or "Reopen" (handled: false) on a support message. */
export const setContactMessageHandled = defineAction(
  {
    access: staff,
    input: z.object({ id: messageId, handled: z.boolean() }),
    failed: "support message update failed",
  },
  async ({ id, handled }, { user }): Promise<InboxActionResult> => setMessageHandled(db(), user, id, handled),
);

/** "Reply by mail": staff's answer goes to the customer by the mail job; the message becomes handled. */
export const replyToContactMessage = defineAction(
  {
    access: staff,
    // Kept as written (line breaks, spacing), only trailing blank space dropped.
    input: z.object({ id: messageId, text: z.string().transform((text) => text.replace(/\s+$/, "")) }),
    failed: "support reply failed",
    logged: { message: "support reply queued", fields: ({ id }) => ({ contactMessageId: id }) },
  },
  async ({ id, text }, { user }): Promise<InboxActionResult> => {
    // Nothing is not an answer.
    if (text.trim() === "") return { ok: false, error: "replyRequired" };
    if (text.length > REPLY_MAX_LENGTH) return { ok: false, error: "replyTooLong" };
    return replyToMessage(db(), user, id, text);
  },
);
