import { describe, expect, it } from "vitest";
import { providerSettings } from "@/server/db/schema/fulfilment";
import { resetProcessCaches } from "@/server/cache";
import { freshDatabasePerTest } from "@/test/database";
import { resolveProviderConnection } from "./provider-connection.server";
import {
  clearProviderSettings,
  providerSettingsView,
  saveProviderSettings,
  testProviderConnection,
} from "./provider-settings.server";
import { simForTest } from "./test-print-orders";
import { providerEnvPerTest, TEST_API_KEY } from "./test-provider-env";

const testDb = freshDatabasePerTest();
providerEnvPerTest();

/** As on a deploy without CLOUDPRINTER_API_KEY: what staff saved is what counts. */
function withoutEnvironmentKey() {
  delete process.env.CLOUDPRINTER_API_KEY;
  delete process.env.CLOUDPRINTER_WEBHOOK_KEY;
  resetProcessCaches();
}

describe("provider settings", () => {
  it("saves the key sealed, shows only its last four characters, and uses it", async () => {
    withoutEnvironmentKey();
    expect(
      await saveProviderSettings({ environment: "live", apiKey: "cp_live_secret_9876" }, testDb.current),
    ).toEqual({ ok: true });
    const [row] = await testDb.current.select().from(providerSettings);
    expect(JSON.stringify(row)).not.toContain("cp_live_secret_9876");
    const view = await providerSettingsView(testDb.current);
    expect(view).toMatchObject({
      environment: "live",
      activeSource: "saved",
      hasSavedApiKey: true,
      apiKeyHint: "9876",
    });
    expect(JSON.stringify(view)).not.toContain("cp_live_secret");
    expect((await resolveProviderConnection(testDb.current))?.apiKey).toBe("cp_live_secret_9876");
  });

  it("asks for a key for sandbox and live ('API Key Required'), and keeps a saved one when left blank", async () => {
    withoutEnvironmentKey();
    expect(await saveProviderSettings({ environment: "sandbox", apiKey: "" }, testDb.current)).toEqual({
      ok: false,
      error: "apiKeyRequired",
    });
    await saveProviderSettings({ environment: "sandbox", apiKey: "cp_sandbox_1111" }, testDb.current);
    await saveProviderSettings({ environment: "live", apiKey: "" }, testDb.current);
    expect((await resolveProviderConnection(testDb.current))?.apiKey).toBe("cp_sandbox_1111");
  });

  it("lets a key in the environment win over the saved one", async () => {
    await saveProviderSettings({ environment: "live", apiKey: "cp_saved_key" }, testDb.current);
    const connection = await resolveProviderConnection(testDb.current);
    expect(connection).toMatchObject({ source: "environment", apiKey: TEST_API_KEY });
  });

  it("forgets the saved settings on clear", async () => {
    withoutEnvironmentKey();
    await saveProviderSettings({ environment: "live", apiKey: "cp_saved_key" }, testDb.current);
    await clearProviderSettings(testDb.current);
    expect(await resolveProviderConnection(testDb.current)).toBeUndefined();
    expect((await providerSettingsView(testDb.current)).activeSource).toBe("none");
  });

  it("tests a connection: connected, failed on a wrong key, error when the provider is down", async () => {
    const sim = await simForTest();
    expect(
      await testProviderConnection({ environment: "sandbox", apiKey: TEST_API_KEY }, testDb.current),
    ).toMatchObject({
      ok: true,
    });
    expect(
      await testProviderConnection({ environment: "sandbox", apiKey: "nope" }, testDb.current),
    ).toMatchObject({
      ok: false,
      error: "connectionFailed",
    });
    sim.setFault({ mode: "error", status: 503 });
    expect(
      await testProviderConnection({ environment: "sandbox", apiKey: TEST_API_KEY }, testDb.current),
    ).toMatchObject({
      ok: false,
      error: "connectionError",
    });
  });
});
