import { PROVIDER_SUBMIT_JOB, submitOrderJob } from "@/modules/fulfilment/submit-order.server";
import {
  ORDER_CONFIRMATION_JOB,
  ORDER_SHIPPED_JOB,
  sendOrderConfirmationJob,
  sendOrderShippedJob,
} from "@/modules/orders/order-mails.server";
import type { JobHandler } from "./runner";

/**
 * Every kind of job this shop runs and its handler: the one list the web process and `npm run worker`
 * both use. A kind missing here is never claimed; its jobs wait, queued, until a handler is added.
 */
export function jobHandlers(): Record<string, JobHandler> {
  return {
    [ORDER_CONFIRMATION_JOB]: sendOrderConfirmationJob,
    [ORDER_SHIPPED_JOB]: sendOrderShippedJob,
    [PROVIDER_SUBMIT_JOB]: submitOrderJob,
  };
}
