import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireAdmin } from "@/modules/accounts/server";
import { inboxSearch, parseInboxQuery } from "@/modules/admin/inbox";
import { InboxList } from "@/modules/admin/inbox/components/inbox-list";
import { listInbox } from "@/modules/admin/inbox/server";
import { localizedPath, toLocale } from "@/modules/i18n";
import { resolvePageLocale, type LocaleParams } from "@/modules/i18n/server";
import { db } from "@/server/db";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: "admin.inbox" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** /admin/database/inbox: support messages, open ones first by default, filter and page in the URL. */
export default async function AdminInboxPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  const query = parseInboxQuery(await searchParams);
  await requireAdmin(locale, localizedPath(locale, `/admin/database/inbox${inboxSearch(query)}`));
  const result = await listInbox(db(), query);
  return <InboxList query={query} result={result} locale={locale} />;
}
