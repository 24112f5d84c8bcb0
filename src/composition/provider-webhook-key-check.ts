import { providerSettingsView } from "@/modules/fulfilment/server";
import type { Database } from "@/server/db";
import { unsafeConfigurationError } from "@/server/start-up-safety";

/**
 * A Cloudprinter key in the environment needs the CloudSignal key too, in the environment or saved by
 * staff (which only the database knows, hence here and not in start-up-safety.ts): without one every
 * signal is refused, and no order would ever show as printed or shipped.
 */
export async function assertProviderWebhookKey(database: Database): Promise<void> {
  const provider = await providerSettingsView(database);
  if (
    provider.activeSource === "environment" &&
    provider.activeEnvironment !== "simulator" &&
    !provider.hasWebhookKey
  )
    throw unsafeConfigurationError([
      "CLOUDPRINTER_API_KEY is set but no CloudSignal webhook key is (CLOUDPRINTER_WEBHOOK_KEY, or one saved in Admin → Configuration): every status update from Cloudprinter would be refused. Set CLOUDPRINTER_WEBHOOK_KEY to the key shown in your Cloudprinter account's webhook settings.",
    ]);
}
