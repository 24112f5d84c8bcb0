import { deleteExpiredAuthRateLimits } from "@/modules/accounts/server";
import { productPicturesCleanupHandler, productPicturesCleanupJob } from "@/modules/catalog/server";
import {
  catalogCheckDailyHandler,
  catalogCheckDailyJob,
  catalogCheckHandler,
  submitReprintHandler,
  submitToProviderHandler,
} from "@/modules/fulfilment/server";
import {
  orderCancelledMailHandler,
  orderConfirmationMailHandler,
  orderDetailsUpdatedMailHandler,
  orderRefundedMailHandler,
  orderShippedMailHandler,
  reviewRequestMailHandler,
  staffFulfilmentIssueMailHandler,
} from "@/modules/orders/server";
import { refundPaymentHandler } from "@/modules/payments/server";
import { contactReplyMailHandler, staffContactMailHandler } from "@/modules/support/server";
import { uploadsCleanupHandler, uploadsCleanupJob } from "@/modules/uploads/server";
import type { JobRegistration, RecurringJobDefinition } from "@/server/jobs";
import { resendMailHandler } from "@/server/mail";
import { rateLimitsCleanupHandler, rateLimitsCleanupJob } from "@/server/rate-limit-cleanup";

/**
 * Every kind of job this shop runs and its handler: the one list the web process and `npm run worker`
 * both use. It lives in the composition root because it names modules, which infrastructure
 * (src/server) must never import (docs/architecture.md). A kind missing here is never claimed; its
 * jobs wait, queued, until a handler is added.
 */
export const jobRegistrations: readonly JobRegistration[] = [
  orderConfirmationMailHandler,
  orderShippedMailHandler,
  orderRefundedMailHandler,
  orderCancelledMailHandler,
  reviewRequestMailHandler,
  staffFulfilmentIssueMailHandler,
  orderDetailsUpdatedMailHandler,
  refundPaymentHandler,
  staffContactMailHandler,
  contactReplyMailHandler,
  resendMailHandler,
  submitReprintHandler,
  submitToProviderHandler,
  catalogCheckHandler,
  catalogCheckDailyHandler,
  uploadsCleanupHandler,
  productPicturesCleanupHandler,
  rateLimitsCleanupHandler([deleteExpiredAuthRateLimits]),
];

/**
 * Housekeeping every runner queues (hourly for uploads, daily for unused product pictures): nothing is
 * left to fill the disk. And once a day, the catalog check against the print provider (docs/cloudprinter.md §9).
 */
export const recurringJobs: readonly RecurringJobDefinition[] = [
  uploadsCleanupJob,
  productPicturesCleanupJob,
  rateLimitsCleanupJob,
  catalogCheckDailyJob,
];
