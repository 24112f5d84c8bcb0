import { CheckCircle2Icon, MailIcon, PackageIcon, PrinterIcon, TruckIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { formatDateRange, SHOP_TIME_ZONE, toLocale } from "@/modules/i18n";
import { Link } from "@/modules/i18n/components/navigation";
import { estimatedDelivery } from "../delivery-estimate";
import { orderAmountText } from "../order-total";
import type { OrderDetails } from "../schema";
import { OrderStatusBadge, PaymentStatusLabel } from "./order-status-badge";

const nextSteps = [
  { key: "received", Icon: CheckCircle2Icon },
  { key: "email", Icon: MailIcon },
  { key: "production", Icon: PrinterIcon },
  { key: "tracking", Icon: TruckIcon },
] as const;

/**
 * The placed order: number, its status and its payment's, delivery window, total, what happens next
 * and where to go from here. The heading and intro say what the payment status is: received only once
 * it is paid (the page shows a refunded or still unconfirmed payment as such, never as received).
 */
export function OrderConfirmed({ order }: { order: OrderDetails }) {
  // Hooks, not next-intl/server: this renders on the order-success page and in render tests alike.
  const t = useTranslations("orderSuccess.confirmed");
  const locale = toLocale(useLocale());
  const payment =
    order.paymentStatus === "paid" || order.paymentStatus === "refunded" ? order.paymentStatus : "other";
  const delivery = estimatedDelivery(
    order.paidAt ?? order.createdAt,
    order.deliveryMinDays,
    order.deliveryMaxDays,
  );
  // A promise in the shop's days, as the confirmation mail states it; rendered on the server, which
  // doesn't know the visitor's zone.
  const deliveryText = formatDateRange(delivery.earliest, delivery.latest, locale, {
    dateStyle: "medium",
    timeZone: SHOP_TIME_ZONE,
  });
  const total = orderAmountText(order.total, order.currency, locale);
  const trackHref = { pathname: "/track-order", query: { order: order.number } };

  return (
    <Card className="overflow-hidden" data-testid="order-confirmed">
      <div className="grid justify-items-center gap-3 bg-success/10 px-6 py-10 text-center">
        <CheckCircle2Icon className="size-14 text-success" aria-hidden />
        <h1 className="text-3xl font-bold tracking-tight">
          {payment === "paid" ? t("title") : t("titleNotPaid", { payment })}
        </h1>
        <p className="max-w-md text-muted-foreground">{t("intro", { payment })}</p>
      </div>
      <CardContent className="grid gap-8 pt-6">
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">{t("orderNumber")}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <span className="font-mono text-base font-semibold">{order.number}</span>
              <OrderStatusBadge status={order.status} />
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("payment")}</dt>
            <dd className="text-base font-semibold" data-testid="payment-status">
              <PaymentStatusLabel status={order.paymentStatus} />
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("estimatedDelivery")}</dt>
            <dd className="text-base font-semibold">{deliveryText}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("total")}</dt>
            <dd className="text-base font-semibold" data-testid="order-total">
              {total}
            </dd>
          </div>
        </dl>
        <section aria-labelledby="whats-next" className="grid gap-3">
          <h2 id="whats-next" className="text-lg font-semibold">
            {t("nextTitle")}
          </h2>
          <ol className="grid gap-3">
            {nextSteps.map(({ key, Icon }) => (
              <li key={key} className="flex items-start gap-3">
                <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                <span>{t(`next.${key}`, { email: order.email })}</span>
              </li>
            ))}
          </ol>
        </section>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button asChild size="lg">
            <Link href={trackHref}>
              <PackageIcon aria-hidden />
              {t("trackThisOrder")}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/products">{t("continueShopping")}</Link>
          </Button>
        </div>
        <nav aria-label={t("moreLinks")} className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <Link href="/" className="font-medium text-primary hover:underline">
            {t("backHome")}
          </Link>
          <Link href="/contact" className="font-medium text-primary hover:underline">
            {t("contact")}
          </Link>
        </nav>
      </CardContent>
    </Card>
  );
}
