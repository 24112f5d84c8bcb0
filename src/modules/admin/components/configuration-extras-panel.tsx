import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";

/**
 * The configuration page's client cards (exchange rates, webhook key) read admin.config in the
 * browser; the admin messages are not sent with every shop page, so this hands over that namespace only.
 */
export async function ConfigurationMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  const admin = messages.admin as { config: Record<string, unknown> };
  return (
    <NextIntlClientProvider messages={{ admin: { config: admin.config } }}>{children}</NextIntlClientProvider>
  );
}
