import { describe, expect, it } from "vitest";
import { saveWebhookKey } from "@/modules/fulfilment/server";
import { providerEnvPerTest } from "@/modules/fulfilment/testing";
import { resetProcessCaches } from "@/server/cache";
import { freshDatabasePerTest } from "@/test/database";
import { assertProviderWebhookKey } from "./provider-webhook-key-check";

const testDb = freshDatabasePerTest();
providerEnvPerTest();

/** A real (sandbox) key in the environment, with or without the CloudSignal key beside it. */
function sandboxKeyInEnvironment({ webhookKey }: { webhookKey: boolean }) {
  process.env.CLOUDPRINTER_ENVIRONMENT = "sandbox";
  if (!webhookKey) delete process.env.CLOUDPRINTER_WEBHOOK_KEY;
  resetProcessCaches();
}

describe("start-up with a Cloudprinter key in the environment", () => {
  it("refuses to start when no CloudSignal key is set or saved", async () => {
    sandboxKeyInEnvironment({ webhookKey: false });
    await expect(assertProviderWebhookKey(testDb.current)).rejects.toThrow(
      /CLOUDPRINTER_API_KEY is set but no CloudSignal webhook key is/,
    );
  });

  it("starts with the CloudSignal key in the environment", async () => {
    sandboxKeyInEnvironment({ webhookKey: true });
    await expect(assertProviderWebhookKey(testDb.current)).resolves.toBeUndefined();
  });

  it("starts with a CloudSignal key staff saved", async () => {
    sandboxKeyInEnvironment({ webhookKey: false });
    await testDb.current.transaction((tx) => saveWebhookKey(tx, "cp_signal_saved_by_staff"));
    resetProcessCaches();
    await expect(assertProviderWebhookKey(testDb.current)).resolves.toBeUndefined();
  });

  it("starts with the simulator's key, which needs no CloudSignal key of its own", async () => {
    delete process.env.CLOUDPRINTER_WEBHOOK_KEY;
    resetProcessCaches();
    await expect(assertProviderWebhookKey(testDb.current)).resolves.toBeUndefined();
  });
});
