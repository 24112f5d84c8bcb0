import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireAdmin } from "@/modules/accounts/server";
import { parseReviewsQuery, REVIEWS_PAGE_SIZE, reviewsSearch } from "@/modules/admin/reviews";
import { AdminReviewsList } from "@/modules/admin/reviews/components/admin-reviews-list";
import { localizedPath, toLocale } from "@/modules/i18n";
import { resolvePageLocale, type LocaleParams } from "@/modules/i18n/server";
import { listReviewsForStaff } from "@/modules/reviews/server";
import { db } from "@/server/db";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: "admin.reviews" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** /admin/database/reviews: customers' reviews, newest first; staff hide or show them (docs/reviews.md). */
export default async function AdminReviewsPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  const query = parseReviewsQuery(await searchParams);
  await requireAdmin(locale, localizedPath(locale, `/admin/database/reviews${reviewsSearch(query)}`));
  const result = await listReviewsForStaff(db(), { ...query, pageSize: REVIEWS_PAGE_SIZE });
  return <AdminReviewsList query={query} result={result} locale={locale} />;
}
