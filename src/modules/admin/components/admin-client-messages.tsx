import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";

/**
 * Hands a client component its own admin namespace (`admin.<namespace>`) and nothing more: the admin
 * messages are not sent with every page (i18n's clientMessages).
 */
export async function AdminClientMessages({
  namespace,
  children,
}: {
  namespace: string;
  children: ReactNode;
}) {
  const messages = await getMessages();
  const admin = messages.admin as Record<string, unknown>;
  return (
    <NextIntlClientProvider messages={{ admin: { [namespace]: admin[namespace] } }}>
      {children}
    </NextIntlClientProvider>
  );
}
