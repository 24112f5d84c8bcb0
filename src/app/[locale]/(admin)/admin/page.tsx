import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireAdmin } from "@/modules/accounts/server";
import { adminOverview } from "@/modules/admin/server";
import { AdminOverview } from "@/modules/admin/components/admin-overview";
import { localizedPath, toLocale } from "@/modules/i18n";
import { resolvePageLocale, type LocaleParams } from "@/modules/i18n/server";
import { db } from "@/server/db";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: "admin" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** /admin: visitors are sent to sign in, customers get 403, staff see the shop's figures. */
export default async function AdminPage({ params }: LocaleParams) {
  const locale = await resolvePageLocale(params);
  await requireAdmin(locale, localizedPath(locale, "/admin"));
  const overview = await adminOverview(db());
  return <AdminOverview overview={overview} locale={locale} />;
}
