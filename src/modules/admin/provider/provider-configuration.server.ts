import "server-only";
import { providerSettingsView, type ProviderSettingsView } from "@/modules/fulfilment/server";
import type { Database } from "@/server/db";
import { env } from "@/server/env";

/**
 * What the configuration page shows of the provider connection: the fulfilment module's view (never a
 * key, only whether one is saved and its last four) plus where Cloudprinter's dashboard must send
 * signals. Safe to hand to the browser.
 */
export type ProviderConfiguration = ProviderSettingsView & {
  /** Paste into Cloudprinter's dashboard (CloudSignal); the route is src/app/api/webhooks/cloudprinter. */
  webhookUrl: string;
};

export async function providerConfiguration(database: Database): Promise<ProviderConfiguration> {
  return {
    ...(await providerSettingsView(database)),
    webhookUrl: `${env().APP_URL}/api/webhooks/cloudprinter`,
  };
}
