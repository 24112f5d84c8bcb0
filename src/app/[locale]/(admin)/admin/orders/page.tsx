import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireAdmin } from "@/modules/accounts/server";
import { AdminOrdersList } from "@/modules/admin/orders/components/admin-orders-list";
import { adminOrdersSearch, parseAdminOrdersQuery } from "@/modules/admin/orders";
import { listAdminOrders } from "@/modules/admin/orders/server";
import { localizedPath, toLocale } from "@/modules/i18n";
import { resolvePageLocale, type LocaleParams } from "@/modules/i18n/server";
import { db } from "@/server/db";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: "admin.orders" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** /admin/orders: every order, searched and filtered through the URL; staff only. */
export default async function AdminOrdersPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  // The query is only parsed here, so sign-in can come back to the same list; the role check comes
  // before anything is read from the database.
  const query = parseAdminOrdersQuery(await searchParams);
  await requireAdmin(locale, localizedPath(locale, `/admin/orders${adminOrdersSearch(query)}`));
  const result = await listAdminOrders(db(), query);
  return <AdminOrdersList query={query} result={result} locale={locale} />;
}
