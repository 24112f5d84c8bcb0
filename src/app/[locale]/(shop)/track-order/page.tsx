import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { currentUser } from "@/modules/accounts/server";
import { PageHeader } from "@/modules/content/components/page-header";
import { resolvePageLocale, metadataFromMessages, type LocaleParams } from "@/modules/i18n/server";
import { cancelTrackedOrder } from "@/modules/fulfilment/actions";
import { TrackOrderForm } from "@/modules/orders/components/track-order-form";

// One visitor's order: rendered for each request. (docs/architecture.md#prerendered-pages)
export const dynamic = "force-dynamic";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

const baseMetadata = metadataFromMessages("orders.track", "/track-order");

/** The page is in the sitemap; a link carrying someone's order number (?order=) is not for search engines. */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const metadata = await baseMetadata({ params });
  return (await searchParams).order === undefined ? metadata : { ...metadata, robots: { index: false } };
}

export default async function TrackOrderPage({ params, searchParams }: Props) {
  await resolvePageLocale(params);
  const [t, query, user] = await Promise.all([getTranslations("orders.track"), searchParams, currentUser()]);
  const prefill = typeof query.order === "string" ? query.order.trim().slice(0, 40) : "";
  return (
    <>
      <PageHeader title={t("title")} intro={t("intro")} />
      <Container className="grid max-w-3xl gap-8 py-10">
        <TrackOrderForm initialNumber={prefill} cancelOrder={cancelTrackedOrder} signedIn={user !== null} />
      </Container>
    </>
  );
}
