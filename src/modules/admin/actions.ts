"use server";

import { z } from "zod";
import { authorize } from "@/modules/accounts/server";
import { productEditErrors, productEditInput, type ProductEditErrors } from "@/modules/catalog";
import type { EditableProduct } from "@/modules/catalog/server";
import { roles } from "@/modules/accounts";
import {
  clearProviderSettings,
  saveProviderSettings,
  saveWebhookKey,
  testProviderConnection,
} from "@/modules/fulfilment/server";
import { REPLY_MAX_LENGTH } from "@/modules/support";
import {
  saveSupportAddress,
  supportAddressSetting,
  type SupportAddressSetting,
} from "@/modules/support/server";
import type { Currency } from "@/modules/i18n";
import { db } from "@/server/db";
import { requestLogger } from "@/server/http/request-logger";
import { recordAudit } from "./audit.server";
import { exchangeRateInput } from "./exchange-rate-input";
import { updateExchangeRate } from "./exchange-rates.server";
import {
  cancelOrderAsStaff,
  refundOrderAsStaff,
  resubmitOrderAsStaff,
  type StaffCancelResult,
  type StaffOrderResult,
} from "./order-actions.server";
import { saveCatalogueProduct } from "./catalogue.server";
import { replyToMessage, setMessageHandled } from "./inbox-changes.server";
import { changeReviewVisibility, type ReviewChange } from "./review-changes.server";
import { resendOutboxMail, retryMailJob } from "./mail-outbox.server";
import { providerConfiguration, type ProviderConfiguration } from "./provider-configuration.server";
import { changeUserRole } from "./user-roles.server";
import {
  parseShopTermsForm,
  shopTermsForm,
  type ShopTermsErrors,
  type ShopTermsForm,
} from "./shop-terms-input";
import { updateShopTerms } from "./shop-terms.server";
import { getShopTerms } from "@/modules/pricing/server";

/*
 * The configuration page's provider card (docs/cloudprinter.md §1.2). Each action checks for staff
 * itself (a page's check does not protect an action), validates what the browser sent, and calls the
 * fulfilment module's settings service. Answers carry the settings view or a status, never a key.
 */

type Refused = { ok: false; error: "unauthorized" | "invalid" | "failed" };

/** Staff choose between Cloudprinter's two modes here; the simulator is `npm start`'s own stand-in. */
const providerCardInput = z.object({
  environment: z.enum(["sandbox", "live"]),
  apiKey: z.string().trim().max(200).optional(),
});

export type SaveProviderResult =
  { ok: true; configuration: ProviderConfiguration } | { ok: false; error: "apiKeyRequired" } | Refused;

/** Save: the environment and, when typed, a new key (a blank key keeps the saved one). */
export async function saveProviderConfiguration(input: unknown): Promise<SaveProviderResult> {
  const session = await authorize("admin");
  if (!session.ok) return { ok: false, error: "unauthorized" };
  const parsed = providerCardInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid" };
  return attempt("provider settings save failed", async () => {
    const before = await providerConfiguration(db());
    // Audited without the key: which environment, and whether a new key was typed (its last four).
    const saved = await saveProviderSettings(parsed.data, db(), (tx) =>
      recordAudit(tx, session.user, {
        action: "provider.save",
        targetType: "provider",
        targetId: "cloudprinter",
        before: { environment: before.environment, apiKeyHint: before.apiKeyHint },
        after: {
          environment: parsed.data.environment,
          apiKeyHint: parsed.data.apiKey ? parsed.data.apiKey.slice(-4) : before.apiKeyHint,
        },
      }),
    );
    if (!saved.ok) return saved;
    (await requestLogger()).info(
      { userId: session.user.id, environment: parsed.data.environment },
      "provider settings saved",
    );
    return { ok: true, configuration: await providerConfiguration(db()) };
  });
}

export type ClearProviderResult = { ok: true; configuration: ProviderConfiguration } | Refused;

/** Clear: forget the saved keys and environment (a key in the server's environment stays in force). */
export async function clearProviderConfiguration(): Promise<ClearProviderResult> {
  const session = await authorize("admin");
  if (!session.ok) return { ok: false, error: "unauthorized" };
  return attempt("provider settings clear failed", async () => {
    const before = await providerConfiguration(db());
    await clearProviderSettings(db(), (tx) =>
      recordAudit(tx, session.user, {
        action: "provider.clear",
        targetType: "provider",
        targetId: "cloudprinter",
        before: { environment: before.environment, apiKeyHint: before.apiKeyHint },
        after: null,
      }),
    );
    (await requestLogger()).info({ userId: session.user.id }, "provider settings cleared");
    return { ok: true, configuration: await providerConfiguration(db()) };
  });
}

export type TestProviderResult =
  | { ok: true; products: number }
  | { ok: false; error: "apiKeyRequired" | "connectionFailed" | "connectionError" }
  | Refused;

/**
 * Test: one `products` call with the key typed, or without one the key in force for that environment.
 * The provider's error detail stays in the provider log; the browser learns only which kind of failure.
 */
export async function testProviderConfiguration(input: unknown): Promise<TestProviderResult> {
  const session = await authorize("admin");
  if (!session.ok) return { ok: false, error: "unauthorized" };
  const parsed = providerCardInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid" };
  return attempt("provider connection test failed", async () => {
    const result = await testProviderConnection(parsed.data, db());
    return result.ok ? { ok: true, products: result.products } : { ok: false, error: result.error };
  });
}

const webhookKeyInput = z.object({ webhookKey: z.string().trim().min(8).max(200) });

export type SaveWebhookKeyResult = { ok: true; configuration: ProviderConfiguration } | Refused;

/**
 * The webhook card: saves the CloudSignal key staff typed (sealed; never answered back, the card only
 * learns that one is saved). Audited without the key: only whether one was set before and after.
 */
export async function saveProviderWebhookKey(input: unknown): Promise<SaveWebhookKeyResult> {
  const session = await authorize("admin");
  if (!session.ok) return { ok: false, error: "unauthorized" };
  const parsed = webhookKeyInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid" };
  return attempt("webhook key save failed", async () => {
    await db().transaction(async (tx) => {
      const { hadKey } = await saveWebhookKey(tx, parsed.data.webhookKey);
      await recordAudit(tx, session.user, {
        action: "provider.webhook-key",
        targetType: "provider",
        targetId: "cloudprinter",
        before: { webhookKey: hadKey ? "saved" : "not set" },
        after: { webhookKey: hadKey ? "replaced" : "saved" },
      });
    });
    (await requestLogger()).info({ userId: session.user.id }, "provider webhook key saved");
    return { ok: true, configuration: await providerConfiguration(db()) };
  });
}

export type SaveExchangeRateResult =
  { ok: true } | { ok: false; error: "unauthorized" | "failed" | "invalidRate" | "outOfRange" | "invalid" };

/** A display exchange rate (units per USD); a wrong number answers which rule it broke. */
export async function saveExchangeRate(input: unknown): Promise<SaveExchangeRateResult> {
  const session = await authorize("admin");
  if (!session.ok) return { ok: false, error: "unauthorized" };
  const parsed = exchangeRateInput.safeParse(input);
  if (!parsed.success) {
    const message = parsed.error.issues.find((issue) => issue.path[0] === "perUsd")?.message;
    return { ok: false, error: message === "invalidRate" || message === "outOfRange" ? message : "invalid" };
  }
  return attempt("exchange rate save failed", async () => {
    const { currency, perUsd } = parsed.data;
    await updateExchangeRate(db(), session.user, { currency: currency as Currency, perUsd });
    return { ok: true } as const;
  });
}

export type SaveShopTermsResult =
  { ok: true; form: ShopTermsForm } | { ok: false; error: "fields"; errors: ShopTermsErrors } | Refused;

/**
 * The "Free shipping and payment fees" card (docs/admin.md#shop-terms): the threshold (empty = none)
 * and each method's fee, validated with the pricing module's schemas, saved audited in one transaction.
 */
export async function saveShopTermsSettings(input: unknown): Promise<SaveShopTermsResult> {
  const session = await authorize("admin");
  if (!session.ok) return { ok: false, error: "unauthorized" };
  const parsed = parseShopTermsForm(input);
  if (!parsed) return { ok: false, error: "invalid" };
  if (!parsed.ok) return { ok: false, error: "fields", errors: parsed.errors };
  return attempt("shop terms save failed", async () => {
    await updateShopTerms(db(), session.user, parsed.terms);
    (await requestLogger()).info({ userId: session.user.id, terms: parsed.terms }, "shop terms saved");
    return { ok: true, form: shopTermsForm(await getShopTerms()) } as const;
  });
}

const userRoleInput = z.object({ userId: z.string().min(1).max(100), role: z.enum(roles) });

export type SetUserRoleResult =
  { ok: true; changed: boolean } | { ok: false; error: "unknown" | "lastAdmin" | "self" } | Refused;

/** Users page: make an account admin or take the role away (never the last admin, never oneself). */
export async function setUserRole(input: unknown): Promise<SetUserRoleResult> {
  const session = await authorize("admin");
  if (!session.ok) return { ok: false, error: "unauthorized" };
  const parsed = userRoleInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid" };
  return attempt("user role change failed", async () => {
    const result = await changeUserRole(db(), session.user, parsed.data);
    if (result.ok && result.changed)
      (await requestLogger()).info(
        { userId: session.user.id, target: parsed.data.userId, role: parsed.data.role },
        "user role changed",
      );
    return result;
  });
}

/*
 * The admin order page's actions (docs/admin.md#orders). The browser names the order; whether it may
 * be cancelled, refunded or sent again is decided here, on the order as stored.
 */

const orderInput = z.object({ number: z.string().trim().min(1).max(40) });

export type CancelAdminOrderResult = StaffCancelResult | Refused;

/** Cancel: at Cloudprinter first, then here; a paid order's refund is queued in the same step. */
export async function cancelAdminOrder(input: unknown): Promise<CancelAdminOrderResult> {
  const session = await authorize("admin");
  if (!session.ok) return { ok: false, error: "unauthorized" };
  const parsed = orderInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid" };
  return attempt("staff cancel failed", () => cancelOrderAsStaff(db(), parsed.data.number, session.user));
}

export type AdminOrderActionResult = StaffOrderResult | Refused;

/** Refund a cancelled, paid order through Stripe (a job; the page shows its progress). */
export async function refundAdminOrder(input: unknown): Promise<AdminOrderActionResult> {
  const session = await authorize("admin");
  if (!session.ok) return { ok: false, error: "unauthorized" };
  const parsed = orderInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid" };
  return attempt("staff refund failed", () => refundOrderAsStaff(db(), parsed.data.number, session.user));
}

/** Send an order the provider refused to it again. */
export async function resubmitAdminOrder(input: unknown): Promise<AdminOrderActionResult> {
  const session = await authorize("admin");
  if (!session.ok) return { ok: false, error: "unauthorized" };
  const parsed = orderInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid" };
  return attempt("staff resubmit failed", () => resubmitOrderAsStaff(db(), parsed.data.number, session.user));
}

export type SaveProductResult =
  | { ok: true; changed: boolean; product: EditableProduct }
  | { ok: false; error: "invalid"; fieldErrors: ProductEditErrors }
  | { ok: false; error: "notFound" | "unauthorized" | "failed" };

/**
 * The catalogue's product form (docs/admin.md#catalogue): names, descriptions, base price, active flag,
 * pictures, and option values' names and prices. Field errors are message keys by field path.
 */
export async function saveProduct(input: unknown): Promise<SaveProductResult> {
  const session = await authorize("admin");
  if (!session.ok) return { ok: false, error: "unauthorized" };
  const parsed = productEditInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid", fieldErrors: productEditErrors(parsed.error) };
  const logger = await requestLogger();
  try {
    const result = await saveCatalogueProduct(db(), session.user, parsed.data);
    if (result.ok && result.changed)
      logger.info({ userId: session.user.id, productId: parsed.data.id }, "product edited");
    return result;
  } catch (error) {
    // Nothing was written (one transaction); the form says so.
    logger.error({ err: error }, "catalogue product save failed");
    return { ok: false, error: "failed" };
  }
}

/** Runs the work; a thrown error is logged and answered as "failed" (the card shows 'Save Failed'). */
async function attempt<T>(what: string, work: () => Promise<T>): Promise<T | Refused> {
  try {
    return await work();
  } catch (error) {
    (await requestLogger()).error({ err: error }, what);
    return { ok: false, error: "failed" };
  }
}

/*
 * The support inbox, the mail outbox and the support address (docs/admin.md). Same pattern: staff check,
 * validation, one transaction with the audit entry (in the *.server.ts each action calls).
 */

const messageId = z.string().trim().max(64);

export type InboxActionResult =
  { ok: true } | { ok: false; error: "notFound" | "replyRequired" | "replyTooLong" } | Refused;

/** "Mark handled" (handled: true) or "Reopen" (handled: false) on a support message. */
export async function setContactMessageHandled(input: unknown): Promise<InboxActionResult> {
  const session = await authorize("admin");
  if (!session.ok) return { ok: false, error: "unauthorized" };
  const parsed = z.object({ id: messageId, handled: z.boolean() }).safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid" };
  return attempt("support message update failed", () =>
    setMessageHandled(db(), session.user, parsed.data.id, parsed.data.handled),
  );
}

/** "Reply by mail": staff's answer goes to the customer by the mail job; the message becomes handled. */
export async function replyToContactMessage(input: unknown): Promise<InboxActionResult> {
  const session = await authorize("admin");
  if (!session.ok) return { ok: false, error: "unauthorized" };
  const parsed = z.object({ id: messageId, text: z.string() }).safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid" };
  // Kept as written (line breaks, spacing), only trailing blank space dropped; nothing is not an answer.
  const text = parsed.data.text.replace(/\s+$/, "");
  if (text.trim() === "") return { ok: false, error: "replyRequired" };
  if (text.length > REPLY_MAX_LENGTH) return { ok: false, error: "replyTooLong" };
  return attempt("support reply failed", async () => {
    const result = await replyToMessage(db(), session.user, parsed.data.id, text);
    if (result.ok)
      (await requestLogger()).info(
        { userId: session.user.id, contactMessageId: parsed.data.id },
        "support reply queued",
      );
    return result;
  });
}

export type OutboxActionResult = { ok: true } | { ok: false; error: "notFound" | "notRetryable" } | Refused;

/** "Send again": a copy of a mail of the outbox goes out (a new outbox row). */
export async function resendMail(input: unknown): Promise<OutboxActionResult> {
  const session = await authorize("admin");
  if (!session.ok) return { ok: false, error: "unauthorized" };
  const parsed = z.object({ id: messageId }).safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid" };
  return attempt("mail resend failed", () => resendOutboxMail(db(), session.user, parsed.data.id));
}

/** "Retry": a failed (or waiting) mail job runs again now, with all its attempts. */
export async function retryFailedMail(input: unknown): Promise<OutboxActionResult> {
  const session = await authorize("admin");
  if (!session.ok) return { ok: false, error: "unauthorized" };
  const parsed = z.object({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }).safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid" };
  return attempt("mail job retry failed", () => retryMailJob(db(), session.user, parsed.data.id));
}

export type SupportAddressResult =
  { ok: true; setting: SupportAddressSetting } | { ok: false; error: "invalidEmail" } | Refused;

/** Saves the support address; `email: null` goes back to the server's SUPPORT_EMAIL. */
export async function saveSupportAddressSetting(input: unknown): Promise<SupportAddressResult> {
  const session = await authorize("admin");
  if (!session.ok) return { ok: false, error: "unauthorized" };
  const parsed = z.object({ email: z.string().max(1000).nullable() }).safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid" };
  const email = parsed.data.email === null ? null : parsed.data.email.trim().toLowerCase();
  if (email !== null && !z.email().max(254).safeParse(email).success)
    return { ok: false, error: "invalidEmail" };
  return attempt("support address save failed", async () => {
    await db().transaction(async (tx) => {
      const change = await saveSupportAddress(tx, email);
      await recordAudit(tx, session.user, {
        action: "setting.update",
        targetType: "setting",
        targetId: "support-email",
        before: { value: change.before },
        after: { value: change.after },
      });
    });
    return { ok: true, setting: await supportAddressSetting(db()) };
  });
}

export type ReviewActionResult = ReviewChange | Refused;

/** "Hide" / "Show again" for a customer's review (docs/reviews.md#hiding), audited. */
export async function setReviewVisibility(input: unknown): Promise<ReviewActionResult> {
  const session = await authorize("admin");
  if (!session.ok) return { ok: false, error: "unauthorized" };
  const parsed = z.object({ id: z.uuid(), hidden: z.boolean() }).safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid" };
  return attempt("review visibility change failed", () =>
    changeReviewVisibility(db(), session.user, parsed.data.id, parsed.data.hidden),
  );
}
