import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireAdmin } from "@/modules/accounts/server";
import { mailSearch, parseMailQuery } from "@/modules/admin/mail";
import { FailingMailJobs } from "@/modules/admin/mail/components/failing-mail-jobs";
import { MailOutboxList } from "@/modules/admin/mail/components/mail-outbox-list";
import { failingMailJobs, listOutbox } from "@/modules/admin/mail/server";
import { localizedPath, toLocale } from "@/modules/i18n";
import { resolvePageLocale, type LocaleParams } from "@/modules/i18n/server";
import { db } from "@/server/db";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: "admin.mail" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** /admin/database/mail: what failed (with Retry) above what was sent (search and page in the URL). */
export default async function AdminMailPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  const query = parseMailQuery(await searchParams);
  await requireAdmin(locale, localizedPath(locale, `/admin/database/mail${mailSearch(query)}`));
  const [failing, result] = await Promise.all([failingMailJobs(db()), listOutbox(db(), query)]);
  return (
    <div className="grid gap-10">
      <FailingMailJobs jobs={failing} locale={locale} />
      <MailOutboxList query={query} result={result} locale={locale} />
    </div>
  );
}
