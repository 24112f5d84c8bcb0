import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { signUpVerified } from "@/modules/accounts/testing";
import { providerEnvPerTest, simForTest } from "@/modules/fulfilment/testing";
import { resetProcessCaches } from "@/server/cache";
import { users } from "@/server/db/schema/accounts";
import { auditLog } from "@/server/db/schema/audit";
import { providerSettings } from "@/server/db/schema/fulfilment";
import { markEdgeInFront } from "@/server/http/edge/edge-headers";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import { clearProviderConfiguration, saveProviderConfiguration, testProviderConfiguration } from "./actions";

markEdgeInFront();
// The actions read the session cookie from the request; outside Next.js the test supplies it.
vi.mock("next/headers", () => import("@/test/next-headers"));

const testDb = freshDatabasePerTest();
const nextRequest = nextRequestPerTest({ clientAddress: "203.0.113.30" });
providerEnvPerTest();

/** The key the in-process simulator accepts (simForTest); any other key is refused with a 403. */
const SAVED_KEY = "cp_test_api_key";

/** As on a deploy without CLOUDPRINTER_API_KEY: what staff save is what counts. */
function withoutEnvironmentKey() {
  delete process.env.CLOUDPRINTER_API_KEY;
  resetProcessCaches();
}

async function signedIn(email: string, role: "customer" | "admin") {
  const account = await signUpVerified(email, undefined, {
    address: `198.51.100.${role === "admin" ? 41 : 42}`,
  });
  if (role === "admin")
    await testDb.current.update(users).set({ role: "admin" }).where(eq(users.id, account.userId));
  nextRequest.set({ cookie: account.cookie });
}

const savedRows = () => testDb.current.select().from(providerSettings);

describe(`the provider card's actions (${testEngine})`, () => {
  it.each([
    ["without a session", async () => {}],
    ["for a customer", () => signedIn("nok@example.com", "customer")],
  ])("refuses every action %s and changes nothing", async (_who, arrange) => {
    withoutEnvironmentKey();
    await testDb.current.insert(providerSettings).values({ environment: "sandbox", apiKeyHint: "0000" });
    await arrange();
    const refused = { ok: false, error: "unauthorized" };
    expect(await saveProviderConfiguration({ environment: "live", apiKey: SAVED_KEY })).toEqual(refused);
    expect(await clearProviderConfiguration()).toEqual(refused);
    expect(await testProviderConfiguration({ environment: "sandbox", apiKey: "cp_guess" })).toEqual(refused);
    expect(await savedRows()).toMatchObject([
      { environment: "sandbox", apiKeyHint: "0000", apiKeySealed: null },
    ]);
  });

  it("saves for staff and answers only that a key ends in its last four", async () => {
    withoutEnvironmentKey();
    await simForTest();
    await signedIn("staff@example.com", "admin");
    const result = await saveProviderConfiguration({ environment: "live", apiKey: `  ${SAVED_KEY} ` });
    expect(result).toMatchObject({
      ok: true,
      configuration: {
        environment: "live",
        activeSource: "saved",
        hasSavedApiKey: true,
        apiKeyHint: SAVED_KEY.slice(-4),
      },
    });
    expect(JSON.stringify(result)).not.toContain(SAVED_KEY);
    if (!result.ok) throw new Error("not saved");
    expect(result.configuration.webhookUrl).toMatch(/\/api\/webhooks\/cloudprinter$/);
    const [row] = await savedRows();
    expect(JSON.stringify(row)).not.toContain(SAVED_KEY);
  });

  it("asks for a key when none is saved, and refuses what is not a choice of the card", async () => {
    withoutEnvironmentKey();
    await signedIn("staff@example.com", "admin");
    expect(await saveProviderConfiguration({ environment: "sandbox", apiKey: "  " })).toEqual({
      ok: false,
      error: "apiKeyRequired",
    });
    expect(await saveProviderConfiguration({ environment: "production", apiKey: SAVED_KEY })).toEqual({
      ok: false,
      error: "invalid",
    });
    expect(await savedRows()).toEqual([]);
  });

  it("clears for staff, the key in the environment staying in force", async () => {
    await simForTest();
    await signedIn("staff@example.com", "admin");
    await saveProviderConfiguration({ environment: "live", apiKey: SAVED_KEY });
    const cleared = await clearProviderConfiguration();
    expect(cleared).toMatchObject({
      ok: true,
      configuration: {
        hasSavedApiKey: false,
        apiKeyHint: null,
        activeSource: "environment",
        hasWebhookKey: true,
      },
    });
    expect(await savedRows()).toEqual([]);
  });

  it("refuses to save a key the provider refuses: the connection in force stays and the reason is answered", async () => {
    withoutEnvironmentKey();
    await simForTest();
    await signedIn("staff@example.com", "admin");
    expect(await saveProviderConfiguration({ environment: "sandbox", apiKey: SAVED_KEY })).toMatchObject({
      ok: true,
    });
    const audited = (await testDb.current.select().from(auditLog)).length;

    expect(await saveProviderConfiguration({ environment: "live", apiKey: "cp_wrong_key_9999" })).toEqual({
      ok: false,
      error: "connectionFailed",
    });
    expect(await savedRows()).toMatchObject([{ environment: "sandbox", apiKeyHint: SAVED_KEY.slice(-4) }]);
    expect(await testDb.current.select().from(auditLog)).toHaveLength(audited);
  });

  it("refuses to save while the provider cannot be reached, and keeps the saved key when none is typed", async () => {
    withoutEnvironmentKey();
    const sim = await simForTest();
    await signedIn("staff@example.com", "admin");
    await saveProviderConfiguration({ environment: "sandbox", apiKey: SAVED_KEY });
    sim.setFault({ mode: "error", status: 503 });
    expect(await saveProviderConfiguration({ environment: "live", apiKey: "" })).toEqual({
      ok: false,
      error: "connectionError",
    });
    expect(await savedRows()).toMatchObject([{ environment: "sandbox" }]);
    // Switching environment without retyping tests the saved key, which the provider accepts.
    sim.setFault(undefined);
    expect(await saveProviderConfiguration({ environment: "live", apiKey: "" })).toMatchObject({
      ok: true,
      configuration: { environment: "live", activeSource: "saved", apiKeyHint: SAVED_KEY.slice(-4) },
    });
  });

  it("tests a connection against the simulator: connected, failed on a wrong key, required when blank", async () => {
    withoutEnvironmentKey();
    const sim = await simForTest();
    await signedIn("staff@example.com", "admin");
    const connected = await testProviderConfiguration({ environment: "sandbox", apiKey: "cp_test_api_key" });
    expect(connected).toMatchObject({ ok: true });
    expect(await testProviderConfiguration({ environment: "sandbox", apiKey: "cp_wrong" })).toEqual({
      ok: false,
      error: "connectionFailed",
    });
    expect(await testProviderConfiguration({ environment: "live", apiKey: "" })).toEqual({
      ok: false,
      error: "apiKeyRequired",
    });
    sim.setFault({ mode: "error", status: 503 });
    expect(await testProviderConfiguration({ environment: "sandbox", apiKey: "cp_test_api_key" })).toEqual({
      ok: false,
      error: "connectionError",
    });
    // Testing never saves.
    expect(await savedRows()).toEqual([]);
  });
});
