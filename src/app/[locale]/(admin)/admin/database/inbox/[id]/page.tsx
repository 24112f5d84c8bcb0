import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { requireAdmin } from "@/modules/accounts/server";
import { InboxMessageView } from "@/modules/admin/inbox/components/inbox-message";
import { loadInboxMessage } from "@/modules/admin/inbox/server";
import { localizedPath, toLocale } from "@/modules/i18n";
import { resolvePageLocale } from "@/modules/i18n/server";
import { db } from "@/server/db";

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: "admin.inbox" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** /admin/database/inbox/[id]: one support message with Mark handled / Reopen and Reply; unknown is a 404. */
export default async function AdminInboxMessagePage({ params }: Props) {
  const locale = await resolvePageLocale(params);
  const { id } = await params;
  await requireAdmin(locale, localizedPath(locale, `/admin/database/inbox/${encodeURIComponent(id)}`));
  const message = await loadInboxMessage(db(), id);
  if (!message) notFound();
  return <InboxMessageView message={message} locale={locale} />;
}
