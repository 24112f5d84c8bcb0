import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { toLocale } from "@/modules/i18n";
import { resolvePageLocale } from "@/modules/i18n/server";
import { ReviewPage } from "@/modules/reviews/components/review-page";
import { findReviewInvitation } from "@/modules/reviews/server";
import { db } from "@/server/db";

// Answers from the database on every visit: a review just written shows at once, a token is never cached.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: "reviews.page" });
  // A private link: never indexed, never sent on as a referrer.
  return { title: t("metaTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

/** /review/<token>: the review page of a delivered order, reached from the mail (docs/reviews.md). */
export default async function ReviewTokenPage({ params }: Props) {
  await resolvePageLocale(params);
  const { token } = await params;
  const invitation = await findReviewInvitation(db(), token);
  return (
    <Container className="max-w-3xl py-10">
      <ReviewPage token={token} invitation={invitation} />
    </Container>
  );
}
