import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireAdmin } from "@/modules/accounts/server";
import { parseProviderLogQuery } from "@/modules/admin/provider";
import { providerLogPage } from "@/modules/admin/provider/server";
import { ProviderLogs } from "@/modules/admin/provider/components/provider-logs";
import { localizedPath, toLocale } from "@/modules/i18n";
import { resolvePageLocale, type LocaleParams } from "@/modules/i18n/server";
import { db } from "@/server/db";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: "admin.logs" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** /admin/logs: every exchange with Cloudprinter, for staff (filter and page in the URL). */
export default async function AdminLogsPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  await requireAdmin(locale, localizedPath(locale, "/admin/logs"));
  const query = parseProviderLogQuery(await searchParams);
  const log = await providerLogPage(query, db());
  return <ProviderLogs log={log} query={query} locale={locale} />;
}
