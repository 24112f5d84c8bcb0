import "server-only";
import { invalidateTags } from "@/server/cache";
import { db, type Database, type Transaction } from "@/server/db";
import { providerSettings } from "@/server/db/schema/fulfilment";
import { env } from "@/server/env";
import { createCloudCoreClient } from "./cloudcore-client";
import { isCloudCoreError } from "./cloudcore-error";
import type { ProviderEnvironment } from "./provider-environment";
import { queueCatalogCheck } from "./catalog-check.server";
import {
  PROVIDER_CONNECTION_TAG,
  readSavedSettings,
  resolveProviderConnection,
  savedApiKey,
  type ProviderConnection,
} from "./provider-connection.server";
import { recordProviderExchange } from "./provider-log.server";
import { seal } from "./secret-box";

/** What staff may send (admin's action validates it): the environment, and the keys only when typed. */
type ProviderSettingsInput = { environment: ProviderEnvironment; apiKey?: string; webhookKey?: string };

/** What a browser may see of the settings: never a key, only whether one is saved and its last four. */
export type ProviderSettingsView = {
  environment: ProviderEnvironment;
  /** Where the connection in force comes from; "environment" means saved keys are overridden. */
  activeSource: ProviderConnection["source"] | "none";
  activeEnvironment: ProviderEnvironment | null;
  hasSavedApiKey: boolean;
  apiKeyHint: string | null;
  hasWebhookKey: boolean;
  /** Whether staff saved a webhook key (a key in the environment wins over it). Never the key. */
  hasSavedWebhookKey: boolean;
};

export async function providerSettingsView(database: Database = db()): Promise<ProviderSettingsView> {
  const [saved, active] = await Promise.all([
    readSavedSettings(database),
    resolveProviderConnection(database),
  ]);
  return {
    environment: (saved?.environment as ProviderEnvironment | undefined) ?? active?.environment ?? "sandbox",
    activeSource: active?.source ?? "none",
    activeEnvironment: active?.environment ?? null,
    hasSavedApiKey: Boolean(saved?.apiKeySealed),
    apiKeyHint: saved?.apiKeyHint ?? null,
    hasWebhookKey: Boolean(active?.webhookKey),
    hasSavedWebhookKey: Boolean(saved?.webhookKeySealed),
  };
}

export type SaveResult = { ok: true } | { ok: false; error: "apiKeyRequired" };

/**
 * Saves the environment and, when given, new keys (sealed). An empty key field keeps the saved key, so
 * staff can switch environments without retyping it; sandbox and live need a key, saved or new.
 */
export async function saveProviderSettings(
  input: ProviderSettingsInput,
  database: Database = db(),
  /** More work for the saving transaction (the admin's audit entry): it commits with the settings. */
  alsoInTransaction?: (tx: Transaction) => Promise<void>,
): Promise<SaveResult> {
  const secret = env().APP_SECRET;
  const saved = await readSavedSettings(database);
  const apiKey = input.apiKey || undefined;
  if (input.environment !== "simulator" && !apiKey && !saved?.apiKeySealed)
    return { ok: false, error: "apiKeyRequired" };
  const values = {
    environment: input.environment,
    ...(apiKey ? { apiKeySealed: seal(apiKey, secret), apiKeyHint: apiKey.slice(-4) } : {}),
    ...(input.webhookKey ? { webhookKeySealed: seal(input.webhookKey, secret) } : {}),
    updatedAt: new Date(),
  };
  await database.transaction(async (tx) => {
    await tx
      .insert(providerSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: providerSettings.id, set: values });
    await invalidateTags([PROVIDER_CONNECTION_TAG], tx);
    // Another connection may print another catalog: check it (a job, committed with the settings).
    await queueCatalogCheck(tx, "settings-saved");
    await alsoInTransaction?.(tx);
  });
  return { ok: true };
}

/**
 * Saves the CloudSignal webhook key alone (the webhook card), sealed, in the caller's transaction, so
 * the admin's audit entry commits with it. Without a settings row yet, one is made with the environment
 * the card would show, so the provider card is unchanged. Answers whether a key was saved before.
 */
export async function saveWebhookKey(tx: Transaction, webhookKey: string): Promise<{ hadKey: boolean }> {
  const saved = await readSavedSettings(tx);
  const sealed = seal(webhookKey, env().APP_SECRET);
  const environment = saved?.environment ?? (await resolveProviderConnection(tx))?.environment ?? "sandbox";
  await tx
    .insert(providerSettings)
    .values({ id: 1, environment, webhookKeySealed: sealed })
    .onConflictDoUpdate({
      target: providerSettings.id,
      set: { webhookKeySealed: sealed, updatedAt: new Date() },
    });
  await invalidateTags([PROVIDER_CONNECTION_TAG], tx);
  return { hadKey: Boolean(saved?.webhookKeySealed) };
}

/** Forgets the saved keys and environment ('Configuration Cleared'). Keys in the environment stay in force. */
export async function clearProviderSettings(
  database: Database = db(),
  alsoInTransaction?: (tx: Transaction) => Promise<void>,
): Promise<void> {
  await database.transaction(async (tx) => {
    await tx.delete(providerSettings);
    await invalidateTags([PROVIDER_CONNECTION_TAG], tx);
    await queueCatalogCheck(tx, "settings-saved");
    await alsoInTransaction?.(tx);
  });
}

export type ConnectionTestResult =
  | { ok: true; products: number }
  | { ok: false; error: "apiKeyRequired" | "connectionFailed" | "connectionError"; detail?: string };

/**
 * The settings card's Test button: a `products` call with the key typed (not yet saved) or, without one,
 * the connection in force. 403 means the key is wrong ('Connection Failed'); no answer or a server fault
 * is a 'Connection Error'. The call is logged like every other.
 */
export async function testProviderConnection(
  candidate: { environment: ProviderEnvironment; apiKey?: string },
  database: Database = db(),
): Promise<ConnectionTestResult> {
  const active = await resolveProviderConnection(database);
  const apiKey =
    candidate.apiKey || (candidate.environment === active?.environment ? active.apiKey : undefined);
  const baseUrl =
    candidate.environment === "simulator" ? env().CLOUDPRINTER_SIM_BASE_URL : env().CLOUDPRINTER_BASE_URL;
  if (!apiKey || !baseUrl) return { ok: false, error: "apiKeyRequired" };
  const client = createCloudCoreClient({
    baseUrl,
    apiKey,
    timeoutMs: env().CLOUDPRINTER_TIMEOUT_MS,
    onExchange: (exchange) => recordProviderExchange(candidate.environment, exchange, database),
  });
  try {
    const products = await client.products();
    return { ok: true, products: products.length };
  } catch (error) {
    if (isCloudCoreError(error) && (error.status === 403 || error.status === 401)) {
      return { ok: false, error: "connectionFailed", detail: error.detail };
    }
    return {
      ok: false,
      error: "connectionError",
      detail: isCloudCoreError(error) ? error.detail : undefined,
    };
  }
}

/**
 * Save's check before anything is stored: the key that saving would put in use (the one typed, else
 * the one already saved, as when staff only switch environment) gets the Test button's call in the
 * chosen environment. A key the provider refuses, or a provider that cannot be reached to say, is not
 * saved: the connection in force stays, and the log holds this one call instead of every later one
 * failing.
 */
export async function testKeyToSave(
  input: { environment: ProviderEnvironment; apiKey?: string },
  database: Database = db(),
): Promise<ConnectionTestResult> {
  const apiKey = input.apiKey || (await savedApiKey(database));
  if (!apiKey) return { ok: false, error: "apiKeyRequired" };
  return testProviderConnection({ environment: input.environment, apiKey }, database);
}
