import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireAdmin } from "@/modules/accounts/server";
import { adminOverview } from "@/modules/admin/overview/server";
import { AdminOverview } from "@/modules/admin/overview/components/admin-overview";
import { localizedPath, toLocale } from "@/modules/i18n";
import { resolvePageLocale, type LocaleParams } from "@/modules/i18n/server";
import { urlSearch } from "@/lib/url-query";
import { db } from "@/server/db";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: "admin" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** /admin: visitors are sent to sign in, customers get 403, staff see the shop's figures (?from=&to=). */
export default async function AdminPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  const query = await searchParams;
  const back = urlSearch({ from: first(query.from), to: first(query.to) });
  await requireAdmin(locale, localizedPath(locale, `/admin${back}`));
  return <AdminOverview overview={await adminOverview(db(), query, locale)} locale={locale} />;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
