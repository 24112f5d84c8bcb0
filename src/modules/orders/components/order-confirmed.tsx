import { CheckCircle2Icon, MailIcon, PackageIcon, PrinterIcon, TruckIcon } from "lucide-react";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { toLocale } from "@/modules/i18n";
import { Link } from "@/modules/i18n/components/navigation";
import { estimatedDelivery } from "../delivery-estimate";
import { orderAmountText } from "../order-total";
import type { OrderDetails } from "../schema";
import { OrderStatusBadge } from "./order-status-badge";

const nextSteps = [
  { key: "received", Icon: CheckCircle2Icon },
  { key: "email", Icon: MailIcon },
  { key: "production", Icon: PrinterIcon },
  { key: "tracking", Icon: TruckIcon },
] as const;

/** The paid order: number, delivery window, total, what happens next and where to go from here. */
export async function OrderConfirmed({ order }: { order: OrderDetails }) {
  const [t, format, rawLocale] = await Promise.all([
    getTranslations("orderSuccess.confirmed"),
    getFormatter(),
    getLocale(),
  ]);
  const locale = toLocale(rawLocale);
  const delivery = estimatedDelivery(
    order.paidAt ?? order.createdAt,
    order.deliveryMinDays,
    order.deliveryMaxDays,
  );
  // Whole days, not times: UTC keeps the server's rendering the same wherever it runs.
  const deliveryText = format.dateTimeRange(delivery.earliest, delivery.latest, {
    dateStyle: "medium",
    timeZone: "UTC",
  });
  const total = orderAmountText(order.total, order.currency, locale);
  const trackHref = { pathname: "/track-order", query: { order: order.number } };

  return (
    <Card className="overflow-hidden" data-testid="order-confirmed">
      <div className="grid justify-items-center gap-3 bg-success/10 px-6 py-10 text-center">
        <CheckCircle2Icon className="size-14 text-success" aria-hidden />
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        <p className="max-w-md text-muted-foreground">{t("intro")}</p>
      </div>
      <CardContent className="grid gap-8 pt-6">
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">{t("orderNumber")}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <span className="font-mono text-base font-semibold">{order.number}</span>
              <OrderStatusBadge status={order.status} />
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
