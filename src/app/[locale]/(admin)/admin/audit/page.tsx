import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireAdmin } from "@/modules/accounts/server";
import { auditSearch, parseAuditQuery } from "@/modules/admin/audit";
import { AdminAuditLog } from "@/modules/admin/audit/components/admin-audit-log";
import { auditActions, auditEntries } from "@/modules/admin/audit/server";
import { localizedPath, toLocale } from "@/modules/i18n";
import { resolvePageLocale, type LocaleParams } from "@/modules/i18n/server";
import { db } from "@/server/db";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: "admin.audit" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** /admin/audit: every change staff made, newest first, filtered and paged through the URL; staff only. */
export default async function AdminAuditPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  const query = parseAuditQuery(await searchParams);
  await requireAdmin(locale, localizedPath(locale, `/admin/audit${auditSearch(query)}`));
  const [result, actions] = await Promise.all([
    auditEntries(db(), {
      page: query.page,
      action: query.action || undefined,
      targetSearch: query.target || undefined,
    }),
    auditActions(db()),
  ]);
  return <AdminAuditLog query={query} result={result} actions={actions} locale={locale} />;
}
