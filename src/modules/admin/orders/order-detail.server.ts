import "server-only";
import {
  providerLogForOrder,
  providerSignalsForOrder,
  type ProviderLogRow,
} from "@/modules/fulfilment/server";
import { loadDestinationChoices } from "@/modules/checkout/server";
import type { OrderView } from "@/modules/orders";
import {
  findOrderRecordByNumber,
  loadOrderDetails,
  movesForward,
  orderItemRecords,
  orderLines,
  orderNotesOf,
  refundableAmount,
  refundsOfOrder,
  reprintsOfOrder,
  type OrderDetails,
  type OrderNote,
  type OrderRefund,
} from "@/modules/orders/server";
import { findAssembledPrintFile, getUploadSummaries, signedUploadPath } from "@/modules/uploads/server";
import type { Executor } from "@/server/db";
import type { OrderItemFile } from "@/server/db/schema/orders";
import { jobByDedupeKey } from "@/server/jobs";
import { outboxRowsForOrder, type OutboxRow } from "@/server/mail";

/** Signed links on the page live this long; reloading the page makes new ones. */
const LINK_TTL_SECONDS = 60 * 60;
/** The newest exchanges and signals of one order; an order has a handful, a stuck one a few dozen. */
const LOG_LIMIT = 100;
/** Bodies are shown folded; a whole provider answer can be large and says nothing more at the end. */
const BODY_PREVIEW_CHARS = 4_000;

type AdminOrderFile = {
  name: string;
  /**
   * The one PDF a double-sided product's sides were put into for the printer (docs/product-rules.md#sides),
   * listed after the sides once the order was sent; its name is the page's to give.
   */
  printFile?: true;
  /** Signed thumbnail link; null when the file is gone or has no thumbnail. */
  previewUrl: string | null;
  /** Signed link to the file as uploaded; null when the upload has been cleaned up. */
  downloadUrl: string | null;
};

type AdminSignal = {
  id: number;
  receivedAt: Date;
  type: string;
  outcome: string;
  payload: string;
};

/** Where a job for this order stands: the refund or the print submission staff asked for. */
export type AdminJobState = {
  status: "queued" | "running" | "done" | "failed";
  attempts: number;
  lastError: string | null;
};

/** Which of the page's actions the order allows now (the actions check again on the server). */
export type AdminOrderActions = {
  cancel: boolean;
  refund: boolean;
  refundPart: boolean;
  resubmit: boolean;
  reprint: boolean;
};

/** One reprint as the order page lists it (docs/admin.md#reprints). */
export type AdminReprint = {
  id: string;
  number: string;
  /** Each replaced line: its name and the copies sent again. */
  lines: { name: string; quantity: number }[];
  reason: string;
  status: string;
  issue: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  carrier: string | null;
  /** What the printer charges for it, USD cents; null until known. */
  costUsd: number | null;
  createdAt: Date;
  job: AdminJobState | null;
};

/** One refund staff asked for, as the order page lists it. */
export type AdminRefund = Pick<
  OrderRefund,
  "id" | "amount" | "status" | "reason" | "failure" | "stripeRefundId" | "createdAt" | "completedAt"
>;

/**
 * The lists the contact and address correction offers, as checkout does: the countries we ship to and,
 * where a state is required, the states the shipping service knows. Names are the browser's
 * (Intl.DisplayNames in the page's language), so the lists are loaded once whatever the language.
 */
export type AdminOrderEditChoices = {
  countries: string[];
  statesRequiredIn: string[];
  statesByCountry: Record<string, { code: string; name: string; nameTh?: string }[]>;
};

/** Everything staff see about one order: the order, its files, what the provider said, what can be done. */
export type AdminOrder = {
  details: OrderDetails;
  /** Items in position order, each with its design files' links. */
  files: AdminOrderFile[][];
  /** Unlike the customer's view, provider notes are kept: they are written for staff. */
  history: OrderView["history"];
  paymentSessionId: string | null;
  /** Units of the order's currency per USD, locked when it was placed (numeric text, "35.500000"). */
  exchangeRate: string;
  providerOrderId: string | null;
  submittedAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  fulfilmentIssue: string | null;
  providerLog: ProviderLogRow[];
  signals: AdminSignal[];
  paymentIntentId: string | null;
  refund: { id: string; amount: number; at: Date } | null;
  /** Every refund asked for, newest first. */
  refunds: AdminRefund[];
  /** What is left to refund, in the order's currency's minor units. */
  refundable: number;
  /** The customer's bank disputes the payment: Stripe's dispute and where it stands. */
  dispute: { id: string; status: string } | null;
  refundJob: AdminJobState | null;
  submissionJob: AdminJobState | null;
  actions: AdminOrderActions;
  /** The contact and address may still be corrected (not sent to the printer): the form's lists; else null. */
  edit: AdminOrderEditChoices | null;
  /** Replacements sent for this order, oldest first. */
  reprints: AdminReprint[];
  /** The lines a reprint may replace: position, name and the quantity sold. */
  reprintable: { position: number; name: string; quantity: number }[];
  /** Staff notes, newest first; never part of what a customer sees. */
  notes: OrderNote[];
  /** The mails sent about the order (mail_outbox.order_id), oldest first. */
  mails: OutboxRow[];
};

/** The order with this number as staff see it; undefined when there is none (the page answers 404). */
export async function loadAdminOrder(database: Executor, number: string): Promise<AdminOrder | undefined> {
  const order = await findOrderRecordByNumber(database, number);
  const details = order ? await loadOrderDetails(database, order.id) : undefined;
  if (!order || !details) return undefined;
  const [files, providerLog, signals, refundJob, submissionJob, refunds, notes, mails, reprints, items] =
    await Promise.all([
      itemFiles(database, order.id),
      logEntries(database, order.number, order.providerOrderId),
      orderSignals(database, order.id, order.number),
      jobState(database, `payment.refund:${order.id}`),
      jobState(database, `provider.submit:${order.id}`),
      refundsOfOrder(database, order.id),
      orderNotesOf(database, order.id),
      outboxRowsForOrder(database, order.id),
      reprintsOfOrder(database, order.id),
      orderItemRecords(database, order.id),
    ]);
  const nameAt = new Map(items.map((item) => [item.position, item.name]));
  const reprintJobs = await Promise.all(
    reprints.map((reprint) => jobState(database, `provider.reprint:${reprint.id}`)),
  );
  const refundable = order.paymentStatus === "paid" ? refundableAmount(order) : 0;
  const refundAsked = refunds.some((refund) => refund.status === "requested");
  const busy = (job: AdminJobState | null) => job?.status === "queued" || job?.status === "running";
  // The rule orders' editOrderContactAndAddress applies again, under the row lock.
  const editable = order.status !== "cancelled" && !order.submittedAt && !busy(submissionJob);
  return {
    details,
    files,
    history: details.history.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    paymentSessionId: order.paymentSessionId,
    exchangeRate: order.exchangeRate,
    providerOrderId: order.providerOrderId,
    submittedAt: order.submittedAt,
    shippedAt: order.shippedAt,
    deliveredAt: order.deliveredAt,
    fulfilmentIssue: order.fulfilmentIssue,
    providerLog,
    signals,
    paymentIntentId: order.paymentIntentId,
    refund:
      order.refundId && order.refundedAt
        ? { id: order.refundId, amount: order.refundedAmount ?? 0, at: order.refundedAt }
        : null,
    refunds: refunds.map(
      ({ id, amount, status, reason, failure, stripeRefundId, createdAt, completedAt }) => ({
        id,
        amount,
        status,
        reason,
        failure,
        stripeRefundId,
        createdAt,
        completedAt,
      }),
    ),
    refundable,
    dispute:
      order.disputeId && order.disputeStatus ? { id: order.disputeId, status: order.disputeStatus } : null,
    refundJob,
    submissionJob,
    // The same rules the actions apply (fulfilment's cancelOrder, orders' staff transitions).
    actions: {
      // Once printing has started Cloudprinter refuses a cancel, so it is not offered.
      cancel: movesForward(order.status, "cancelled") && order.status !== "printing",
      refund: order.status === "cancelled" && refundable > 0 && !refundAsked && !busy(refundJob),
      refundPart: refundable > 0 && !refundAsked && !busy(refundJob),
      resubmit:
        order.status !== "cancelled" &&
        order.paymentStatus === "paid" &&
        !order.submittedAt &&
        Boolean(order.fulfilmentIssue) &&
        !busy(submissionJob),
      // The rule orders' requestReprint applies again: paid, the printer had it, none waiting to be sent.
      reprint:
        order.paymentStatus === "paid" &&
        Boolean(order.submittedAt) &&
        !reprints.some((reprint) => reprint.status === "pending" && !reprint.issue),
    },
    reprints: reprints.map((reprint, index) => ({
      id: reprint.id,
      number: reprint.number,
      lines: reprint.lines.map((line) => ({
        name: nameAt.get(line.position) ?? `#${line.position}`,
        quantity: line.quantity,
      })),
      reason: reprint.reason,
      status: reprint.status,
      issue: reprint.issue,
      trackingNumber: reprint.trackingNumber,
      trackingUrl: reprint.trackingUrl,
      carrier: reprint.carrier,
      costUsd: reprint.costUsd,
      createdAt: reprint.createdAt,
      job: reprintJobs[index] ?? null,
    })),
    reprintable: items.map(({ position, name, quantity }) => ({ position, name, quantity })),
    edit: editable ? await editChoices() : null,
    notes,
    mails,
  };
}

async function editChoices(): Promise<AdminOrderEditChoices> {
  const { countries, statesRequiredIn, statesByCountry } = await loadDestinationChoices("en");
  return { countries: countries.map((country) => country.code), statesRequiredIn, statesByCountry };
}

/** The job with this dedupe key, if one was ever queued; its error without query parameters. */
async function jobState(database: Executor, dedupeKey: string): Promise<AdminJobState | null> {
  const job = await jobByDedupeKey(database, dedupeKey);
  if (!job) return null;
  const status = (["queued", "running", "done", "failed"] as const).find((known) => known === job.status);
  return status ? { status, attempts: job.attempts, lastError: job.lastError } : null;
}

/** Each item's design files with signed links, made only for uploads that still exist. */
async function itemFiles(database: Executor, orderId: string): Promise<AdminOrderFile[][]> {
  const items = await orderLines(database, orderId);
  const summaries = await getUploadSummaries(
    items.flatMap((item) => item.files.map((file) => file.uploadId)),
  );
  const stored = new Map(summaries.map((summary) => [summary.id, summary]));
  const printFiles = await Promise.all(items.map((item) => printFileOf(database, item.files)));
  return items.map((item, index) => [
    ...item.files.map((file) => {
      const summary = stored.get(file.uploadId.toLowerCase());
      return {
        name: file.name,
        previewUrl: summary?.previewUrl ?? null,
        downloadUrl: summary ? signedUploadPath(summary.id, "original", LINK_TTL_SECONDS) : null,
      };
    }),
    ...printFiles[index]!,
  ]);
}

/** The PDF an item's sides were put into for the printer, when there is one. */
async function printFileOf(database: Executor, files: OrderItemFile[]): Promise<AdminOrderFile[]> {
  const sides = files.flatMap((file) => (file.sheet ? [{ id: file.uploadId, page: file.sheet.page }] : []));
  if (sides.length === 0) return [];
  const id = await findAssembledPrintFile(
    database,
    sides.sort((a, b) => a.page - b.page).map((side) => side.id),
  );
  if (!id) return [];
  return [
    {
      name: "",
      printFile: true,
      previewUrl: null,
      downloadUrl: signedUploadPath(id, "original", LINK_TTL_SECONDS),
    },
  ];
}

/** The provider's exchanges about the order (fulfilment's log), bodies shortened for the page. */
async function logEntries(
  database: Executor,
  number: string,
  providerOrderId: string | null,
): Promise<ProviderLogRow[]> {
  const entries = await providerLogForOrder(database, { number, providerOrderId }, LOG_LIMIT);
  return entries.map((entry) => ({
    ...entry,
    requestBody: entry.requestBody === null ? null : shorten(entry.requestBody),
    responseBody: entry.responseBody === null ? null : shorten(entry.responseBody),
  }));
}

/** Signals matched to the order, and those that named its number but could not be matched. */
async function orderSignals(database: Executor, orderId: string, number: string): Promise<AdminSignal[]> {
  const rows = await providerSignalsForOrder(database, { id: orderId, number }, LOG_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    receivedAt: row.receivedAt,
    type: row.type,
    outcome: row.outcome,
    payload: shorten(JSON.stringify(row.payload, null, 2)),
  }));
}

function shorten(text: string): string {
  return text.length > BODY_PREVIEW_CHARS ? `${text.slice(0, BODY_PREVIEW_CHARS)}…` : text;
}
