import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ProviderConfiguration } from "../provider-configuration.server";
import { ProviderSettingsCard } from "./provider-settings-card";

/**
 * The card is a client component, and the admin messages are not sent with every shop page
 * (i18n's clientMessages): this hands the browser only the card's own namespace, admin.config.
 */
export async function ProviderSettingsPanel({ configuration }: { configuration: ProviderConfiguration }) {
  const messages = await getMessages();
  const admin = messages.admin as { config: Record<string, unknown> };
  return (
    <NextIntlClientProvider messages={{ admin: { config: admin.config } }}>
      <ProviderSettingsCard configuration={configuration} />
    </NextIntlClientProvider>
  );
}
