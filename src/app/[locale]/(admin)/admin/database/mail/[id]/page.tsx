import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { requireAdmin } from "@/modules/accounts/server";
import { OutboxMailView } from "@/modules/admin/mail/components/outbox-mail-view";
import { loadOutboxMail } from "@/modules/admin/mail/server";
import { localizedPath, toLocale } from "@/modules/i18n";
import { resolvePageLocale } from "@/modules/i18n/server";
import { db } from "@/server/db";

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: "admin.mail" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** /admin/database/mail/[id]: one sent mail's text, with "Send again"; unknown is a 404. */
export default async function AdminMailDetailPage({ params }: Props) {
  const locale = await resolvePageLocale(params);
  const { id } = await params;
  await requireAdmin(locale, localizedPath(locale, `/admin/database/mail/${encodeURIComponent(id)}`));
  const mail = await loadOutboxMail(db(), id);
  if (!mail) notFound();
  return <OutboxMailView mail={mail} locale={locale} />;
}
