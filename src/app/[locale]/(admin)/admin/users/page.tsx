import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireAdmin } from "@/modules/accounts/server";
import { adminUsersSearch, parseAdminUsersQuery } from "@/modules/admin/people";
import { AdminUsersList } from "@/modules/admin/people/components/admin-users-list";
import { listAdminUsers } from "@/modules/admin/people/server";
import { localizedPath, toLocale } from "@/modules/i18n";
import { resolvePageLocale, type LocaleParams } from "@/modules/i18n/server";
import { db } from "@/server/db";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: "admin.users" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** /admin/users: every account, searched by name or e-mail through the URL, with its role; staff only. */
export default async function AdminUsersPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  const query = parseAdminUsersQuery(await searchParams);
  const staff = await requireAdmin(locale, localizedPath(locale, `/admin/users${adminUsersSearch(query)}`));
  const result = await listAdminUsers(db(), query);
  return <AdminUsersList query={query} result={result} locale={locale} currentUserId={staff.id} />;
}
