import { ArrowLeftIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Link } from "@/modules/i18n/components/navigation";
import { OrderShipment } from "@/modules/orders/components/order-shipment";
import { OrderStatusBadge, PaymentStatusLabel } from "@/modules/orders/components/order-status-badge";
import type { AccountOrder } from "../account-order";
import { orderAmount } from "../order-amount";
import { accountTabHref } from "../tabs";
import { LocalDate } from "./local-date";
import { OrderHistory } from "./order-history";
import { OrderItems } from "./order-items";
import { ReorderButton } from "./reorder-button";

/** One of the customer's orders: summary, "Order again", items, where it goes and its tracking, history. */
export function OrderPage({ order }: { order: AccountOrder }) {
  const t = useTranslations("account.order");
  const locale = useLocale();
  return (
    <div className="grid gap-6">
      <Link
        href={accountTabHref("orders")}
        className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden />
        {t("back")}
      </Link>
      <Card data-testid="account-order">
        <CardHeader className="flex flex-col gap-4 border-b border-border sm:flex-row sm:items-start sm:justify-between">
          <div className="grid gap-1">
            <h1 className="text-2xl font-bold">{t("title", { number: order.number })}</h1>
            <p className="text-sm text-muted-foreground">
              <LocalDate iso={order.createdAt} style="long" messageKey="account.order.placedOn" />
            </p>
          </div>
          <div className="grid gap-2 sm:justify-items-end">
            <ReorderButton number={order.number} />
            <p className="max-w-xs text-xs text-muted-foreground sm:text-right">{t("orderAgainHint")}</p>
          </div>
        </CardHeader>
        <CardContent className="grid gap-8 pt-6">
          <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-muted-foreground">{t("orderNumber")}</dt>
              <dd className="font-mono font-semibold">{order.number}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t("total")}</dt>
              <dd className="text-base font-bold">{orderAmount(order.total, order.currency, locale)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t("payment")}</dt>
              <dd>
                <Badge variant="outline">
                  <PaymentStatusLabel status={order.paymentStatus} orderStatus={order.status} />
                </Badge>
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t("status")}</dt>
              <dd>
                <OrderStatusBadge status={order.status} />
              </dd>
            </div>
          </dl>
          <section className="grid gap-3">
            <h2 className="font-semibold">{t("items")}</h2>
            <OrderItems order={order} />
          </section>
          <OrderShipment order={order} />
          <OrderHistory history={order.history} />
        </CardContent>
      </Card>
    </div>
  );
}
