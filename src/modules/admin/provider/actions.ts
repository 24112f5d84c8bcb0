"use server";

import { z } from "zod";
import { staff } from "@/modules/accounts/server";
import {
  clearProviderSettings,
  saveProviderSettings,
  saveWebhookKey,
  testKeyToSave,
  testProviderConnection,
} from "@/modules/fulfilment/server";
import { defineAction, type Refused } from "@/server/actions";
import { db } from "@/server/db";
import { recordAudit } from "@/modules/admin/audit/server";
import { providerConfiguration, type ProviderConfiguration } from "./provider-configuration.server";

/*
 * The configuration page's provider card (docs/cloudprinter.md §1.2). Every action is staff-only
 * (defineAction checks the session on each call: a page's check does not protect an action), validates
 * what the browser sent, and calls the fulfilment module's settings service. Answers carry the settings
 * view or a status, never a key.
 */

/** Staff choose between Cloudprinter's two modes here; the simulator is `npm start`'s own stand-in. */
const providerCardInput = z.object({
  environment: z.enum(["sandbox", "live"]),
  apiKey: z.string().trim().max(200).optional(),
});

export type SaveProviderResult =
  | { ok: true; configuration: ProviderConfiguration }
  | { ok: false; error: "apiKeyRequired" | "connectionFailed" | "connectionError" }
  | Refused;

/**
 * Save: the environment and, when typed, a new key (a blank key keeps the saved one), once the key
 * passes the same call as Test. A refused key (or no answer) changes nothing and says which.
 */
export const saveProviderConfiguration = defineAction(
  {
    access: staff,
    input: providerCardInput,
    failed: "provider settings save failed",
    logged: { message: "provider settings saved", fields: ({ environment }) => ({ environment }) },
  },
  async (input, { user }): Promise<SaveProviderResult> => {
    const check = await testKeyToSave(input, db());
    if (!check.ok) return { ok: false, error: check.error };
    const before = await providerConfiguration(db());
    // Audited without the key: which environment, and whether a new key was typed (its last four).
    const saved = await saveProviderSettings(input, db(), (tx) =>
      recordAudit(tx, user, {
        action: "provider.save",
        targetType: "provider",
        targetId: "cloudprinter",
        before: { environment: before.environment, apiKeyHint: before.apiKeyHint },
        after: {
          environment: input.environment,
          apiKeyHint: input.apiKey ? input.apiKey.slice(-4) : before.apiKeyHint,
        },
      }),
    );
    if (!saved.ok) return saved;
    return { ok: true, configuration: await providerConfiguration(db()) };
  },
);

export type ClearProviderResult = { ok: true; configuration: ProviderConfiguration } | Refused;

/** Clear: forget the saved keys and environment (a key in the server's environment stays in force). */
export const clearProviderConfiguration = defineAction(
  {
    access: staff,
    failed: "provider settings clear failed",
    logged: { message: "provider settings cleared" },
  },
  async (_input, { user }): Promise<ClearProviderResult> => {
    const before = await providerConfiguration(db());
    await clearProviderSettings(db(), (tx) =>
      recordAudit(tx, user, {
        action: "provider.clear",
        targetType: "provider",
        targetId: "cloudprinter",
        before: { environment: before.environment, apiKeyHint: before.apiKeyHint },
        after: null,
      }),
    );
    return { ok: true, configuration: await providerConfiguration(db()) };
  },
);

export type TestProviderResult =
  | { ok: true; products: number }
  | { ok: false; error: "apiKeyRequired" | "connectionFailed" | "connectionError" }
  | Refused;

/**
 * Test: one `products` call with the key typed, or without one the key in force for that environment.
 * The provider's error detail stays in the provider log; the browser learns only which kind of failure.
 */
export const testProviderConfiguration = defineAction(
  { access: staff, input: providerCardInput, failed: "provider connection test failed" },
  async (input): Promise<TestProviderResult> => {
    const result = await testProviderConnection(input, db());
    return result.ok ? { ok: true, products: result.products } : { ok: false, error: result.error };
  },
);

export type SaveWebhookKeyResult = { ok: true; configuration: ProviderConfiguration } | Refused;

/**
 * The webhook card: saves the CloudSignal key staff typed (sealed; never answered back, the card only
 * learns that one is saved). Audited without the key: only whether one was set before and after.
 */
export const saveProviderWebhookKey = defineAction(
  {
    access: staff,
    input: z.object({ webhookKey: z.string().trim().min(8).max(200) }),
    failed: "webhook key save failed",
    logged: { message: "provider webhook key saved" },
  },
  async ({ webhookKey }, { user }): Promise<SaveWebhookKeyResult> => {
    await db().transaction(async (tx) => {
      const { hadKey } = await saveWebhookKey(tx, webhookKey);
      await recordAudit(tx, user, {
        action: "provider.webhook-key",
        targetType: "provider",
        targetId: "cloudprinter",
        before: { webhookKey: hadKey ? "saved" : "not set" },
        after: { webhookKey: hadKey ? "replaced" : "saved" },
      });
    });
    return { ok: true, configuration: await providerConfiguration(db()) };
  },
);
