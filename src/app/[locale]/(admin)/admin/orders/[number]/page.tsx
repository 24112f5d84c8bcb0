import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { requireAdmin } from "@/modules/accounts/server";
import { AdminOrderDetail } from "@/modules/admin/orders/components/admin-order-detail";
import { adminOrdersBackHref } from "@/modules/admin/orders";
import { loadAdminOrder } from "@/modules/admin/orders/server";
import { localizedPath, toLocale } from "@/modules/i18n";
import { resolvePageLocale } from "@/modules/i18n/server";
import { db } from "@/server/db";

type Props = {
  params: Promise<{ locale: string; number: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, number } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: "admin.order" });
  return { title: t("title", { number: number.slice(0, 20) }), robots: { index: false, follow: false } };
}

/** /admin/orders/[number]: one order for staff, read-only; an unknown number is a 404. */
// `?back=` holds the list's filters for "Back to orders", checked and rewritten by adminOrdersBackHref.
export default async function AdminOrderPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  const { number } = await params;
  await requireAdmin(locale, localizedPath(locale, `/admin/orders/${encodeURIComponent(number)}`));
  const order = await loadAdminOrder(db(), number.slice(0, 40));
  if (!order) notFound();
  const backHref = adminOrdersBackHref(await searchParams);
  return <AdminOrderDetail order={order} locale={locale} backHref={backHref} />;
}
