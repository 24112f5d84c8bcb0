"use server";

import { z } from "zod";
import { staff } from "@/modules/accounts/server";
import { defineAction, type Refused } from "@/server/actions";
import { db } from "@/server/db";
import { resendOutboxMail, retryMailJob } from "./mail-outbox.server";

const messageId = z.string().trim().max(64);

export type OutboxActionResult = { ok: true } | { ok: false; error: "notFound" | "notRetryable" } | Refused;

/** "Send again": a copy of a mail of the outbox goes out (a new outbox row). */
export const resendMail = defineAction(
  { access: staff, input: z.object({ id: messageId }), failed: "mail resend failed" },
  async ({ id }, { user }): Promise<OutboxActionResult> => resendOutboxMail(db(), user, id),
);

/** "Retry": a failed (or waiting) mail job runs again now, with all its attempts. */
export const retryFailedMail = defineAction(
  {
    access: staff,
    input: z.object({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
    failed: "mail job retry failed",
  },
  async ({ id }, { user }): Promise<OutboxActionResult> => retryMailJob(db(), user, id),
);
