"use client";

import { ArrowLeftIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useActionState, useEffect, useRef } from "react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { formatDate, toLocale } from "@/modules/i18n";
import { useVisitorTimeZone } from "@/modules/i18n/components/use-visitor-time-zone";
import { Link } from "@/modules/i18n/components/navigation";
import type { CancelTrackedOrderAction, CancelTrackedOrderState } from "../cancellation";
import { orderAmountText } from "../order-total";
import type { OrderView } from "../order-view";
import type { TrackOrderField } from "../tracking-input";
import { CancelOrderPanel } from "./cancel-order-panel";
import { OrderItemsList } from "./order-items-list";
import { OrderShipment } from "./order-shipment";
import { OrderStatusBadge, PaymentStatusLabel } from "./order-status-badge";
import { OrderStatusHistory } from "./order-status-history";

const notCancelled: CancelTrackedOrderState = { status: "idle" };

type Props = {
  order: OrderView;
  /** The number and e-mail the customer looked the order up with; cancelling checks them again. */
  lookup: Record<TrackOrderField, string>;
  /** The cancel server action, handed down by the page (it lives in fulfilment; see ../cancellation). */
  cancelOrder: CancelTrackedOrderAction;
};

/**
 * The tracking result. Rendered only in the browser (after the lookup), so its time zone is the
 * visitor's. Keyed by order number: another order's lookup starts without this one's cancellation.
 */
export function TrackedOrderCard({ order: found, lookup, cancelOrder }: Props) {
  const t = useTranslations("orders.details");
  const [cancelState, cancelAction, cancelling] = useActionState(cancelOrder, notCancelled);
  // Once cancelled, the card shows the order as the server reloaded it.
  const order = cancelState.status === "cancelled" ? cancelState.order : found;
  const locale = toLocale(useLocale());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const timeZone = useVisitorTimeZone();
  const total = orderAmountText(order.total, order.currency, locale);

  // Keyboard and screen-reader users land on the answer instead of staying on the submit button.
  useEffect(() => headingRef.current?.focus(), [order.number]);

  return (
    <Card data-testid="tracked-order">
      <CardHeader className="flex flex-col gap-3 border-b border-border sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
            {t("heading", { number: order.number })}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t("placedOn", {
              date: formatDate(order.createdAt, locale, { dateStyle: "long", timeZone }),
            })}
          </p>
        </div>
        <OrderStatusBadge status={order.status} className="self-start px-3 py-1 text-sm" />
      </CardHeader>
      <CardContent className="grid gap-8 pt-6">
        <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">{t("orderNumber")}</dt>
            <dd className="font-mono font-semibold">{order.number}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("payment")}</dt>
            <dd className="font-medium">
              <PaymentStatusLabel status={order.paymentStatus} orderStatus={order.status} />
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("total")}</dt>
            <dd className="text-base font-bold" data-testid="tracked-total">
              {total}
            </dd>
          </div>
        </dl>
        <CancelOrderPanel
          order={order}
          lookup={lookup}
          state={cancelState}
          action={cancelAction}
          pending={cancelling}
          timeZone={timeZone}
        />
        <OrderShipment order={order} />
        <section className="grid gap-3">
          <h3 className="font-semibold">{t("items")}</h3>
          <OrderItemsList items={order.items} />
        </section>
        <OrderStatusHistory history={order.history} timeZone={timeZone} />
        <Link
          href="/"
          className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeftIcon className="size-4" aria-hidden />
          {t("backHome")}
        </Link>
      </CardContent>
    </Card>
  );
}
