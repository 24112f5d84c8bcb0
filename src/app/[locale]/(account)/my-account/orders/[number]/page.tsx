import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { requireUser } from "@/modules/accounts/server";
import { localizedPath, toLocale } from "@/modules/i18n";
import { resolvePageLocale } from "@/modules/i18n/server";
import { OrderPage } from "@/modules/my-account/components/order-page";
import { loadAccountOrder } from "@/modules/my-account/server";

type Props = { params: Promise<{ locale: string; number: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, number } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: "account.order" });
  return { title: t("title", { number: number.slice(0, 20) }), robots: { index: false, follow: false } };
}

/** One of the signed-in customer's orders. Another customer's number is a 404, like a missing one. */
export default async function AccountOrderPage({ params }: Props) {
  const locale = await resolvePageLocale(params);
  const { number } = await params;
  const path = localizedPath(locale, `/my-account/orders/${encodeURIComponent(number)}`);
  const user = await requireUser(locale, path);
  const order = await loadAccountOrder(user, number.slice(0, 40));
  if (!order) notFound();
  return <OrderPage order={order} />;
}
