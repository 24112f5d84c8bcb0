import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { signUpVerified } from "@/modules/accounts/testing";
import { receiveCloudSignal } from "@/modules/fulfilment/server";
import { providerEnvPerTest } from "@/modules/fulfilment/testing";
import { getExchangeRates, seedExchangeRates } from "@/modules/money/server";
import { resetProcessCaches } from "@/server/cache";
import { users } from "@/server/db/schema/accounts";
import { auditLog } from "@/server/db/schema/audit";
import { providerSettings } from "@/server/db/schema/fulfilment";
import { markEdgeInFront } from "@/server/http/edge/edge-headers";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import { defaultShopTerms } from "@/modules/pricing";
import { getShopTerms } from "@/modules/pricing/server";
import { saveExchangeRate, saveShopTermsSettings } from "./actions";
import { saveProviderWebhookKey } from "@/modules/admin/provider/actions";

markEdgeInFront();
// The actions read the session cookie from the request; outside Next.js the test supplies it.
vi.mock("next/headers", () => import("@/test/next-headers"));

const testDb = freshDatabasePerTest();
const nextRequest = nextRequestPerTest({ clientAddress: "203.0.113.32" });
providerEnvPerTest();

async function signedIn(email: string, role: "customer" | "admin") {
  const account = await signUpVerified(email, undefined, {
    address: `198.51.100.${role === "admin" ? 81 : 82}`,
  });
  if (role === "admin")
    await testDb.current.update(users).set({ role: "admin" }).where(eq(users.id, account.userId));
  nextRequest.set({ cookie: account.cookie });
}

const audit = () => testDb.current.select().from(auditLog);

describe(`display exchange rates in the admin (${testEngine})`, () => {
  beforeEach(async () => {
    await seedExchangeRates(testDb.current);
  });

  it("saves a staff rate, audited, and the money module converts with it on the next read", async () => {
    await signedIn("staff@example.com", "admin");
    expect((await getExchangeRates()).THB).toBe(34.5);
    expect(await saveExchangeRate({ currency: "THB", perUsd: " 35.125 " })).toEqual({ ok: true });
    expect((await getExchangeRates()).THB).toBe(35.125);
    expect(await audit()).toMatchObject([
      {
        action: "exchange-rate.update",
        actorEmail: "staff@example.com",
        targetType: "exchange-rate",
        targetId: "THB",
        before: { perUsd: 34.5 },
        after: { perUsd: 35.125 },
      },
    ]);
  });

  it.each([
    [{ currency: "THB", perUsd: "-1" }, "invalidRate"],
    [{ currency: "THB", perUsd: "abc" }, "invalidRate"],
    [{ currency: "THB", perUsd: "1e3" }, "invalidRate"],
    [{ currency: "THB", perUsd: "0" }, "outOfRange"],
    [{ currency: "THB", perUsd: "999999" }, "outOfRange"],
    [{ currency: "USD", perUsd: "2" }, "invalid"],
    [{ currency: "XXX", perUsd: "2" }, "invalid"],
  ])("refuses %j with %s and changes nothing", async (input, error) => {
    await signedIn("staff@example.com", "admin");
    expect(await saveExchangeRate(input)).toEqual({ ok: false, error });
    expect(await getExchangeRates()).toMatchObject({ USD: 1, THB: 34.5 });
    expect(await audit()).toEqual([]);
  });

  it("refuses customers", async () => {
    await signedIn("nok@example.com", "customer");
    expect(await saveExchangeRate({ currency: "THB", perUsd: "40" })).toEqual({
      ok: false,
      error: "unauthorized",
    });
    expect((await getExchangeRates()).THB).toBe(34.5);
  });
});

describe(`the CloudSignal webhook key in the admin (${testEngine})`, () => {
  beforeEach(() => {
    // A deploy with an API key but no webhook key in its environment: staff supply the webhook key.
    delete process.env.CLOUDPRINTER_WEBHOOK_KEY;
    resetProcessCaches();
  });

  const signal = (apikey: string) =>
    JSON.stringify({
      apikey,
      type: "ItemShipped",
      order: "21034900000000",
      order_reference: "PG-NOTOURS1",
      item: "21034901040001",
      item_reference: "PG-NOTOURS1-0",
      datetime: "2026-11-23T10:00:05+00:00",
    });

  it("saves the key sealed, says only that one is saved, audits without it, and signals carrying it are accepted", async () => {
    const key = "whk_staff_typed_key_9876";
    expect((await receiveCloudSignal(signal(key))).status).toBe(503);

    await signedIn("staff@example.com", "admin");
    const result = await saveProviderWebhookKey({ webhookKey: ` ${key} ` });
    expect(result).toMatchObject({
      ok: true,
      configuration: { hasSavedWebhookKey: true, hasWebhookKey: true },
    });
    expect(JSON.stringify(result)).not.toContain(key);
    const [row] = await testDb.current.select().from(providerSettings);
    expect(JSON.stringify(row)).not.toContain(key);
    expect(await audit()).toMatchObject([
      { action: "provider.webhook-key", before: { webhookKey: "not set" }, after: { webhookKey: "saved" } },
    ]);
    expect(JSON.stringify(await audit())).not.toContain(key);

    expect(await receiveCloudSignal(signal(key))).toEqual({ status: 200, outcome: "unknown_order" });
    expect((await receiveCloudSignal(signal("whk_guess_guess"))).status).toBe(401);
  });

  it("refuses a blank or short key and a customer", async () => {
    await signedIn("staff@example.com", "admin");
    expect(await saveProviderWebhookKey({ webhookKey: "   " })).toEqual({ ok: false, error: "invalid" });
    expect(await saveProviderWebhookKey({ webhookKey: "short" })).toEqual({ ok: false, error: "invalid" });
    await signedIn("nok@example.com", "customer");
    expect(await saveProviderWebhookKey({ webhookKey: "whk_long_enough_key" })).toEqual({
      ok: false,
      error: "unauthorized",
    });
    expect(await testDb.current.select().from(providerSettings)).toEqual([]);
    expect(await audit()).toEqual([]);
  });
});

describe(`free shipping and payment fees in the admin (${testEngine})`, () => {
  const form = {
    freeShippingThreshold: "100",
    card: { percent: "3.5", fixed: "0.25" },
    paypal: { percent: "0", fixed: "0" },
  };

  it("saves the threshold and both fees, audited, and the pricing code applies them on the next read", async () => {
    await signedIn("staff@example.com", "admin");
    expect(await getShopTerms()).toEqual(defaultShopTerms);
    expect(await saveShopTermsSettings(form)).toEqual({ ok: true, form });
    const saved = {
      freeShippingThreshold: 10_000,
      fees: { card: { rate: 0.035, fixed: 25 }, paypal: { rate: 0, fixed: 0 } },
    };
    expect(await getShopTerms()).toEqual(saved);
    expect(await audit()).toMatchObject([
      {
        action: "shop-terms.update",
        actorEmail: "staff@example.com",
        targetType: "setting",
        targetId: "shop-terms",
        before: defaultShopTerms,
        after: saved,
      },
    ]);
  });

  it("keeps an empty threshold as no free shipping, not as the default", async () => {
    await signedIn("staff@example.com", "admin");
    const none = { ...form, freeShippingThreshold: " " };
    expect(await saveShopTermsSettings(none)).toMatchObject({
      ok: true,
      form: { freeShippingThreshold: "" },
    });
    resetProcessCaches();
    expect((await getShopTerms()).freeShippingThreshold).toBeNull();
    // Saved again unchanged: nothing new to audit.
    await saveShopTermsSettings(none);
    expect(await audit()).toHaveLength(1);
  });

  it("refuses fields out of the schemas' ranges or not numbers, naming each, and changes nothing", async () => {
    await signedIn("staff@example.com", "admin");
    const result = await saveShopTermsSettings({
      freeShippingThreshold: "-5",
      card: { percent: "25", fixed: "0.30" },
      paypal: { percent: "abc", fixed: "101" },
    });
    expect(result).toEqual({
      ok: false,
      error: "fields",
      errors: {
        freeShippingThreshold: "invalidAmount",
        "card.percent": "outOfRange",
        "paypal.percent": "invalidPercent",
      },
    });
    expect(await saveShopTermsSettings({ freeShippingThreshold: 75 })).toEqual({
      ok: false,
      error: "invalid",
    });
    expect(await getShopTerms()).toEqual(defaultShopTerms);
    expect(await audit()).toEqual([]);
  });

  it("refuses customers", async () => {
    await signedIn("nok@example.com", "customer");
    expect(await saveShopTermsSettings(form)).toEqual({ ok: false, error: "unauthorized" });
    expect(await getShopTerms()).toEqual(defaultShopTerms);
  });
});
