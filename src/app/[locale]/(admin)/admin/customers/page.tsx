import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireAdmin } from "@/modules/accounts/server";
import { adminCustomersSearch, parseAdminCustomersQuery } from "@/modules/admin/customers";
import { AdminCustomersList } from "@/modules/admin/customers/components/admin-customers-list";
import { listAdminCustomers } from "@/modules/admin/customers/server";
import { localizedPath, toLocale } from "@/modules/i18n";
import { resolvePageLocale, type LocaleParams } from "@/modules/i18n/server";
import { db } from "@/server/db";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: "admin.customers" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** /admin/customers: buyers by e-mail and accounts, searched, sorted and paged through the URL; staff only. */
export default async function AdminCustomersPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  // Parsed first so sign-in comes back to the same list; the role check comes before any read.
  const query = parseAdminCustomersQuery(await searchParams);
  await requireAdmin(locale, localizedPath(locale, `/admin/customers${adminCustomersSearch(query)}`));
  const result = await listAdminCustomers(db(), query);
  return <AdminCustomersList query={query} result={result} locale={locale} />;
}
