import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { Container } from "@/components/ui/container";
import { CheckoutCompleted } from "@/modules/checkout/components/checkout-completed";
import { resolvePageLocale, pageMetadata, type LocaleParams } from "@/modules/i18n/server";
import { toLocale } from "@/modules/i18n";
import { OrderConfirmed } from "@/modules/orders/components/order-confirmed";
import { OrderNotShown, PaymentFailed } from "@/modules/orders/components/order-success-notices";
import { PaymentConfirming } from "@/modules/orders/components/payment-confirming";
import { normaliseOrderNumber } from "@/modules/orders";
import { findOrderForSuccessPage, type OrderDetails, paymentOutcome } from "@/modules/orders/server";
import { db } from "@/server/db";

type SearchParams = Record<string, string | string[] | undefined>;
type Props = LocaleParams & { searchParams: Promise<SearchParams> };

// Reads the order's payment state on every request (and on every refresh while it is confirming).
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale: raw } = await params;
  const locale = toLocale(raw);
  const t = await getTranslations({ locale, namespace: "orderSuccess" });
  return {
    ...pageMetadata({ locale, path: "/order-success", title: t("title"), description: t("description") }),
    robots: { index: false, follow: false },
  };
}

/** One string per query key; repeated or odd keys never throw. */
function single(value: string | string[] | undefined): string {
  return typeof value === "string" ? value.slice(0, 255) : "";
}

/**
 * Where the payment page returns to: ?order=PG-…&session_id=cs_…. The sandbox's old form
 * ?test=1&cloudprinter=<reference> carries no session and lands on the neutral notice.
 */
export default async function OrderSuccessPage({ params, searchParams }: Props) {
  await resolvePageLocale(params);
  const query = await searchParams;
  const number = normaliseOrderNumber(single(query.order) || single(query.cloudprinter));
  const order = await findOrderForSuccessPage(db(), { number, sessionId: single(query.session_id) });

  return (
    <Container className="max-w-3xl py-10 sm:py-16">
      {order ? <PaidOrderState order={order} /> : <OrderNotShown number={number} />}
    </Container>
  );
}

/** The buyer's own order: confirmed, still waiting for the payment webhook, or not paid. */
async function PaidOrderState({ order }: { order: OrderDetails }) {
  const outcome = paymentOutcome(order.paymentStatus);
  if (outcome === "confirmed") {
    return (
      <>
        <CheckoutCompleted />
        <OrderConfirmed order={order} />
      </>
    );
  }
  if (outcome === "failed") return <PaymentFailed number={order.number} />;
  const t = await getTranslations("orderSuccess.confirming");
  const text = {
    title: t("title"),
    body: t("body"),
    gaveUpTitle: t("gaveUpTitle"),
    gaveUpBody: t("gaveUpBody"),
  };
  return (
    <Card>
      <PaymentConfirming text={text} />
    </Card>
  );
}
