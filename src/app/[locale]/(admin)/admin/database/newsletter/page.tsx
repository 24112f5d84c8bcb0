import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireAdmin } from "@/modules/accounts/server";
import { parseNewsletterPage } from "@/modules/admin/people";
import { NewsletterList } from "@/modules/admin/people/components/newsletter-list";
import { listSubscribers } from "@/modules/admin/people/server";
import { localizedPath, toLocale } from "@/modules/i18n";
import { resolvePageLocale, type LocaleParams } from "@/modules/i18n/server";
import { db } from "@/server/db";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: "admin.newsletter" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** /admin/database/newsletter: how many subscribe, the latest first (page in the URL), CSV download. */
export default async function AdminNewsletterPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  const page = parseNewsletterPage(await searchParams);
  await requireAdmin(
    locale,
    localizedPath(locale, `/admin/database/newsletter${page > 1 ? `?page=${page}` : ""}`),
  );
  const result = await listSubscribers(db(), page);
  return <NewsletterList result={result} locale={locale} />;
}
