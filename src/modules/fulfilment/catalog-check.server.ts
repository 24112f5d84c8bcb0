import "server-only";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { FULLY_AVAILABLE, type OptionSelection, type ProductAvailability } from "@/modules/catalog";
import { getCatalog } from "@/modules/catalog/server";
import { cachedValue, invalidateTags } from "@/server/cache";
import { db, type Database, type Executor } from "@/server/db";
import { providerCatalogChecks } from "@/server/db/schema/fulfilment";
import { defineJob, defineRecurringJob, enqueue, handleJob } from "@/server/jobs";
import { log } from "@/server/log";
import { runCatalogCheck, type CatalogCheckClient } from "./catalog-check";
import { usdConverter } from "./usd-converter.server";
import {
  catalogCheckReportSchema,
  summarizeCatalogCheck,
  type CatalogCheckReport,
} from "./catalog-check-report";
import {
  clientFor,
  PROVIDER_CONNECTION_TAG,
  providerConnection,
  type ProviderConnection,
} from "./provider-connection.server";

/** Where one unit is quoted for the cost comparison: the shop's default country. */
export const CATALOG_CHECK_COUNTRY = "US";

/** The cache tag of the stored reports: storing a new one invalidates it. */
const CATALOG_CHECK_TAG = "provider-catalog-check";

/**
 * The cache tag of the provider's catalogue as the admin browses it (admin/provider-catalogue): every
 * stored report (start-up, settings saved, daily, by hand) empties it too, so staff see the account's
 * products as fresh as the last check.
 */
export const PROVIDER_CATALOGUE_TAG = "provider-catalogue";

/**
 * Which connection a report belongs to: environment, base URL and a fingerprint of the API key (another
 * key may be another account with another catalog). The key itself never leaves the server.
 */
function catalogCheckConnectionKey(connection: ProviderConnection): string {
  const fingerprint = createHash("sha256").update(connection.apiKey).digest("hex").slice(0, 12);
  return `${connection.environment}|${connection.baseUrl}|${fingerprint}`;
}

/**
 * Runs the check against `connection` (the one in force when omitted) with today's catalog, stores the
 * report as the connection's latest and returns it; undefined when no provider is connected. Throws
 * when the provider cannot be asked (nothing is stored, the previous report stays in force).
 */
export async function checkConnectedCatalog(
  options: { connection?: ProviderConnection; client?: CatalogCheckClient; database?: Database } = {},
): Promise<CatalogCheckReport | undefined> {
  const connection = options.connection ?? (await providerConnection());
  if (!connection) return undefined;
  const report = await runCatalogCheck({
    client: options.client ?? clientFor(connection),
    products: (await getCatalog()).products,
    connection: catalogCheckConnectionKey(connection),
    environment: connection.environment,
    referenceCountry: CATALOG_CHECK_COUNTRY,
    toUsdCents: await usdConverter(),
  });
  await storeCatalogCheck(report, options.database);
  return report;
}

/**
 * Replaces the connection's stored report and empties the cached one in every process, with the
 * admin's cached copy of the provider's catalogue.
 */
async function storeCatalogCheck(report: CatalogCheckReport, database: Database = db()): Promise<void> {
  const values = { checkedAt: new Date(report.checkedAt), ok: report.ok, report };
  await database.transaction(async (tx) => {
    await tx
      .insert(providerCatalogChecks)
      .values({ connection: report.connection, ...values })
      .onConflictDoUpdate({ target: providerCatalogChecks.connection, set: values });
    await invalidateTags([CATALOG_CHECK_TAG, PROVIDER_CATALOGUE_TAG], tx);
  });
}

/** The stored report of the connection in force, read from the database. */
async function loadCurrentCatalogCheck(): Promise<CatalogCheckReport | undefined> {
  const connection = await providerConnection();
  if (!connection) return undefined;
  const [row] = await db()
    .select({ report: providerCatalogChecks.report })
    .from(providerCatalogChecks)
    .where(eq(providerCatalogChecks.connection, catalogCheckConnectionKey(connection)));
  if (!row) return undefined;
  const parsed = catalogCheckReportSchema.safeParse(row.report);
  if (!parsed.success) log.warn("a stored catalog check no longer fits its schema; ignoring it");
  return parsed.success ? parsed.data : undefined;
}

/**
 * The latest report for the connection in force, kept in every process until a new report is stored
 * or the provider settings change (either tag empties it).
 */
export const currentCatalogCheck = cachedValue(
  { name: "provider-catalog-check", tags: [CATALOG_CHECK_TAG, PROVIDER_CONNECTION_TAG], ttlMs: 10 * 60_000 },
  loadCurrentCatalogCheck,
);

/**
 * What can be ordered of each product while this provider is connected: a product or value that failed
 * the latest check cannot. When no check has run for the connection in force (or no provider is
 * connected), everything is orderable: we know of nothing the printer would refuse, and refusing the
 * whole shop until a check finishes would close it at every new connection.
 */
export async function catalogAvailability(): Promise<Map<number, ProductAvailability>> {
  const report = await currentCatalogCheck();
  const result = new Map<number, ProductAvailability>();
  for (const product of report?.products ?? []) {
    const unavailableValues: Record<string, string[]> = {};
    for (const value of product.values) {
      if (!value.ok) (unavailableValues[value.optionId] ??= []).push(value.valueId);
    }
    if (!product.ok || Object.keys(unavailableValues).length > 0)
      result.set(product.productId, { orderable: product.ok, unavailableValues });
  }
  return result;
}

export async function productAvailability(productId: number): Promise<ProductAvailability> {
  return (await catalogAvailability()).get(productId) ?? FULLY_AVAILABLE;
}

export type OrderableResult =
  | { ok: true }
  | { ok: false; error: "productUnavailable" }
  | { ok: false; error: "valueUnavailable"; optionId: string; valueId: string };

/** The server's refusal of what the latest check found unprintable (cart, quote, order creation). */
export async function checkOrderable(
  productId: number,
  selection: OptionSelection,
): Promise<OrderableResult> {
  const availability = await productAvailability(productId);
  if (!availability.orderable) return { ok: false, error: "productUnavailable" };
  for (const [optionId, valueId] of Object.entries(selection)) {
    if (availability.unavailableValues[optionId]?.includes(valueId))
      return { ok: false, error: "valueUnavailable", optionId, valueId };
  }
  return { ok: true };
}

/** A check requested now: at start-up (one per minute however many processes boot) or on saved settings. */
const catalogCheckJob = defineJob({
  name: "provider.catalog-check",
  schema: z.object({ reason: z.enum(["start-up", "settings-saved"]), requestedAt: z.string() }),
  dedupeKey: (payload) => `${payload.reason}:${payload.requestedAt}`,
  maxAttempts: 5,
});

/** The daily check: the provider's catalog changes without telling us. */
export const catalogCheckDailyJob = defineRecurringJob({
  name: "provider.catalog-check.daily",
  everySeconds: 24 * 60 * 60,
});

/** Queues a check, in `executor`'s transaction when it is one (settings saved ⇒ checked). */
export async function queueCatalogCheck(
  executor: Executor,
  reason: "start-up" | "settings-saved",
): Promise<void> {
  const now = new Date();
  const requestedAt = reason === "start-up" ? now.toISOString().slice(0, 16) : now.toISOString();
  await enqueue(executor, catalogCheckJob, { reason, requestedAt });
}

async function runAndLog(reason: string): Promise<void> {
  const report = await checkConnectedCatalog();
  if (!report) return log.info({ reason }, "catalog check skipped: no print provider connected");
  const counts = summarizeCatalogCheck(report);
  const level = report.ok && counts.losses === 0 ? "info" : "warn";
  log[level](
    { reason, connection: report.connection, ...counts },
    "catalog checked against the print provider",
  );
}

export const catalogCheckHandler = handleJob(catalogCheckJob, (payload) => runAndLog(payload.reason));
export const catalogCheckDailyHandler = handleJob(catalogCheckDailyJob, () => runAndLog("daily"));
