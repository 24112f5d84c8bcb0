import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { requireAdmin } from "@/modules/accounts/server";
import { customerPath, parseCustomerKey } from "@/modules/admin/customers";
import {
  AdminCustomerDetail,
  AdminCustomerInvalid,
} from "@/modules/admin/customers/components/admin-customer-detail";
import { loadAdminCustomer } from "@/modules/admin/customers/server";
import { localizedPath, toLocale } from "@/modules/i18n";
import { resolvePageLocale } from "@/modules/i18n/server";
import { db } from "@/server/db";

type Props = { params: Promise<{ locale: string; key: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, key } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: "admin.customer" });
  const email = parseCustomerKey(key);
  return {
    title: email ? t("title", { email }) : t("invalid.title"),
    robots: { index: false, follow: false },
  };
}

/**
 * /admin/customers/[key]: one customer by e-mail (lower case, in base64url); staff only. A key that
 * does not name an address gets a message, an address without orders or account a 404.
 */
export default async function AdminCustomerPage({ params }: Props) {
  const locale = await resolvePageLocale(params);
  const { key: segment } = await params;
  const key = parseCustomerKey(segment);
  await requireAdmin(
    locale,
    localizedPath(
      locale,
      key ? customerPath(key) : `/admin/customers/${encodeURIComponent(segment.slice(0, 300))}`,
    ),
  );
  if (!key) return <AdminCustomerInvalid />;
  const customer = await loadAdminCustomer(db(), key);
  if (!customer) notFound();
  return <AdminCustomerDetail customer={customer} locale={locale} />;
}
