import "server-only";
import { eq } from "drizzle-orm";
import { cachedValue } from "@/server/cache";
import { db, type Database } from "@/server/db";
import { providerSettings } from "@/server/db/schema/fulfilment";
import { env } from "@/server/env";
import { log } from "@/server/log";
import { createCloudCoreClient, type CloudCoreClient } from "./cloudcore-client";
import type { ProviderEnvironment } from "./provider-environment";
import { recordProviderExchange } from "./provider-log.server";
import { open } from "./secret-box";

/** Who we talk to, with which keys. Never leaves the server. */
export type ProviderConnection = {
  environment: ProviderEnvironment;
  baseUrl: string;
  apiKey: string;
  /** The key CloudSignal bodies must carry; without one, signals are refused. */
  webhookKey: string | undefined;
  source: "environment" | "saved" | "simulator";
};

/**
 * The stand-in `npm start` runs when no key is configured hands the shop its address and keys in these
 * variables (scripts/fulfilment-stand-in.ts). They are not configuration an operator sets.
 */
function simulatorConnection(): ProviderConnection | undefined {
  const {
    CLOUDPRINTER_SIM_BASE_URL: baseUrl,
    CLOUDPRINTER_SIM_API_KEY: apiKey,
    CLOUDPRINTER_SIM_WEBHOOK_KEY: webhookKey,
  } = env();
  if (!baseUrl || !apiKey) return undefined;
  return {
    environment: "simulator",
    baseUrl,
    apiKey,
    webhookKey,
    source: "simulator",
  };
}

export type SavedProviderSettings = typeof providerSettings.$inferSelect;

export async function readSavedSettings(
  database: Database = db(),
): Promise<SavedProviderSettings | undefined> {
  const [row] = await database.select().from(providerSettings).where(eq(providerSettings.id, 1));
  return row;
}

/** The API key staff saved, opened; undefined when none is saved (or it cannot be opened). */
export async function savedApiKey(database: Database = db()): Promise<string | undefined> {
  return unseal((await readSavedSettings(database))?.apiKeySealed ?? null);
}

function unseal(value: string | null): string | undefined {
  if (!value) return undefined;
  const plain = open(value, env().APP_SECRET);
  if (plain === undefined)
    log.error("a saved provider key cannot be opened: APP_SECRET changed? Save the key again.");
  return plain;
}

/**
 * The connection in force. A key in the environment wins over what staff saved (an operator's deploy
 * decides); then the saved settings; then the simulator `npm start` runs; otherwise none, and the shop
 * uses its built-in shipping table and leaves print submissions queued.
 */
export async function resolveProviderConnection(
  database: Database = db(),
): Promise<ProviderConnection | undefined> {
  const config = env();
  const saved = await readSavedSettings(database);
  const savedWebhookKey = unseal(saved?.webhookKeySealed ?? null);
  if (config.CLOUDPRINTER_API_KEY) {
    return {
      environment: config.CLOUDPRINTER_ENVIRONMENT,
      baseUrl: config.CLOUDPRINTER_BASE_URL,
      apiKey: config.CLOUDPRINTER_API_KEY,
      webhookKey: config.CLOUDPRINTER_WEBHOOK_KEY ?? savedWebhookKey,
      source: "environment",
    };
  }
  const simulator = simulatorConnection();
  if (saved?.environment === "simulator" && simulator) return simulator;
  const savedKey = unseal(saved?.apiKeySealed ?? null);
  if (saved && savedKey && saved.environment !== "simulator") {
    return {
      environment: saved.environment as ProviderEnvironment,
      baseUrl: config.CLOUDPRINTER_BASE_URL,
      apiKey: savedKey,
      webhookKey: config.CLOUDPRINTER_WEBHOOK_KEY ?? savedWebhookKey,
      source: "saved",
    };
  }
  return simulator
    ? { ...simulator, webhookKey: config.CLOUDPRINTER_WEBHOOK_KEY ?? simulator.webhookKey }
    : undefined;
}

/**
 * A client for a connection whose every call lands in the provider log. `maxTimeoutMs` caps the
 * configured timeout for callers a person is waiting on (a page asking for shipping rates).
 */
export function clientFor(
  connection: ProviderConnection,
  options: { maxTimeoutMs?: number } = {},
): CloudCoreClient {
  return createCloudCoreClient({
    baseUrl: connection.baseUrl,
    apiKey: connection.apiKey,
    timeoutMs: Math.min(env().CLOUDPRINTER_TIMEOUT_MS, options.maxTimeoutMs ?? Infinity),
    onExchange: (exchange) => recordProviderExchange(connection.environment, exchange),
  });
}

/** The cache tag of the connection in force: saving or clearing the provider settings invalidates it. */
export const PROVIDER_CONNECTION_TAG = "provider-connection";

/**
 * Resolving reads the settings row and shipping asks on every quote, so the answer is kept until the
 * settings change (in any process). The environment part only changes with a restart.
 */
export const providerConnection = cachedValue(
  { name: "provider-connection", tags: [PROVIDER_CONNECTION_TAG], ttlMs: 5 * 60_000 },
  () => resolveProviderConnection(),
);
