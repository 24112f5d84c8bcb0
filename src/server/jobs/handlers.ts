import { PROVIDER_SUBMIT_JOB, submitOrderJob } from "@/modules/fulfilment/submit-order.server";
import {
  ORDER_CONFIRMATION_JOB,
  ORDER_SHIPPED_JOB,
  sendOrderConfirmationJob,
  sendOrderShippedJob,
} from "@/modules/orders/order-mails.server";
import { UPLOADS_CLEANUP_JOB, uploadsCleanupJob } from "@/modules/uploads/cleanup.server";
import { db } from "@/server/db";
import { deleteExpiredRateLimits, RATE_LIMITS_CLEANUP_JOB } from "@/server/rate-limit";
import type { JobHandler, RecurringJob } from "./runner";

/**
 * Every kind of job this shop runs and its handler: the one list the web process and `npm run worker`
 * both use. A kind missing here is never claimed; its jobs wait, queued, until a handler is added.
 */
export function jobHandlers(): Record<string, JobHandler> {
  return {
    [ORDER_CONFIRMATION_JOB]: sendOrderConfirmationJob,
    [ORDER_SHIPPED_JOB]: sendOrderShippedJob,
    [PROVIDER_SUBMIT_JOB]: submitOrderJob,
    [UPLOADS_CLEANUP_JOB]: uploadsCleanupJob,
    [RATE_LIMITS_CLEANUP_JOB]: async () => void (await deleteExpiredRateLimits(db())),
  };
}

/** Housekeeping every runner queues (once an hour between them all): nothing is left to fill the disk. */
export function recurringJobs(): RecurringJob[] {
  return [
    { kind: UPLOADS_CLEANUP_JOB, everySeconds: 60 * 60 },
    { kind: RATE_LIMITS_CLEANUP_JOB, everySeconds: 60 * 60 },
  ];
}
