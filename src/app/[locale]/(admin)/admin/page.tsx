import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireAdmin } from "@/modules/accounts/server";
import { parseOverviewRange } from "@/modules/admin/overview";
import { overviewSeries } from "@/modules/admin/overview/server";
import { salesOverview } from "@/modules/orders/server";
import { AdminOverview } from "@/modules/admin/overview/components/admin-overview";
import { localizedPath, toLocale } from "@/modules/i18n";
import { resolvePageLocale, type LocaleParams } from "@/modules/i18n/server";
import { db } from "@/server/db";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: "admin" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** /admin: visitors are sent to sign in, customers get 403, staff see the shop's figures (?range=30|90). */
export default async function AdminPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  const range = parseOverviewRange(await searchParams);
  await requireAdmin(locale, localizedPath(locale, range === 30 ? "/admin" : `/admin?range=${range}`));
  const [overview, series] = await Promise.all([salesOverview(db()), overviewSeries(db(), range)]);
  return <AdminOverview overview={overview} series={series} locale={locale} />;
}
