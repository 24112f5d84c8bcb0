import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";
import type { Locale } from "@/modules/i18n";
import { PaymentStatusLabel } from "@/modules/orders/components/order-status-badge";
import { formatOrderAmount, formatRate, formatShopTime } from "@/modules/admin/shared";
import type { AdminOrder } from "../order-detail.server";

/** A titled card of label/value pairs. */
function FactCard({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <Card>
      <CardContent className="grid gap-3 p-5">
        <h3 className="font-semibold">{title}</h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="min-w-0 break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** Shipping address, contact, payment and fulfilment facts of one order, side by side on wide screens. */
export function AdminOrderFacts({ order, locale }: { order: AdminOrder; locale: Locale }) {
  const t = useTranslations("admin.order");
  const { details } = order;
  const money = (amount: number) => formatOrderAmount(amount, details.currency, locale);
  const when = (date: Date | null, none: string) =>
    date ? <time dateTime={date.toISOString()}>{formatShopTime(date, locale)}</time> : none;
  const shipping = details.shipping;
  const method = details.paymentMethod === "card" || details.paymentMethod === "paypal";
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardContent className="grid gap-3 p-5">
          <h3 className="font-semibold">{t("shipping.title")}</h3>
          <address className="text-sm not-italic">
            {[
              shipping.name,
              shipping.company,
              shipping.address,
              [shipping.city, shipping.state, shipping.postalCode].filter(Boolean).join(", "),
              shipping.country,
            ]
              .filter(Boolean)
              .map((line, index) => (
                <span key={index} className="block">
                  {line}
                </span>
              ))}
          </address>
          <p className="text-sm text-muted-foreground">
            {t("shipping.level", { level: shipping.level })}
            <br />
            {t("shipping.delivery", { min: details.deliveryMinDays, max: details.deliveryMaxDays })}
          </p>
        </CardContent>
      </Card>
      <FactCard
        title={t("contact.title")}
        rows={[
          [
            t("contact.email"),
            <a
              key="email"
              href={`mailto:${details.email}`}
              className="text-primary underline-offset-4 hover:underline"
            >
              {details.email}
            </a>,
          ],
          [
            t("contact.phone"),
            <a
              key="phone"
              href={`tel:${details.phone.replace(/[^\d+]/g, "")}`}
              className="text-primary underline-offset-4 hover:underline"
            >
              {details.phone}
            </a>,
          ],
        ]}
      />
      <FactCard
        title={t("payment.title")}
        rows={[
          [
            t("payment.method"),
            method
              ? t(`payment.methods.${details.paymentMethod as "card" | "paypal"}`)
              : details.paymentMethod,
          ],
          [
            t("payment.status"),
            <PaymentStatusLabel key="status" status={details.paymentStatus} orderStatus={details.status} />,
          ],
          [t("payment.subtotal"), money(details.subtotal)],
          [t("payment.shipping"), money(details.shippingCost)],
          [t("payment.fee"), money(details.paymentFee)],
          [t("payment.total"), <strong key="total">{money(details.total)}</strong>],
          // The rate the order locked: every amount above is in its currency at this rate.
          ...(details.currency === "USD"
            ? []
            : ([
                [
                  t("payment.rate"),
                  t("payment.rateValue", {
                    rate: formatRate(order.exchangeRate, locale),
                    currency: details.currency,
                  }),
                ],
              ] as [string, string][])),
          [
            t("payment.session"),
            <code key="session" className="text-xs break-all">
              {order.paymentSessionId ?? t("payment.none")}
            </code>,
          ],
          [t("payment.paidAt"), when(details.paidAt, t("payment.none"))],
          [
            t("payment.intent"),
            <code key="intent" className="text-xs break-all">
              {order.paymentIntentId ?? t("payment.none")}
            </code>,
          ],
          ...(order.refund
            ? ([
                [
                  t("payment.refund"),
                  t("payment.refundValue", {
                    amount: money(order.refund.amount),
                    date: formatShopTime(order.refund.at, locale),
                    id: order.refund.id,
                  }),
                ],
              ] as [string, ReactNode][])
            : []),
        ]}
      />
      <FactCard
        title={t("fulfilment.title")}
        rows={[
          [
            t("fulfilment.providerOrderId"),
            <code key="provider" className="text-xs break-all">
              {order.providerOrderId ?? t("fulfilment.none")}
            </code>,
          ],
          [t("fulfilment.submittedAt"), when(order.submittedAt, t("fulfilment.none"))],
          [t("fulfilment.shippedAt"), when(order.shippedAt, t("fulfilment.none"))],
          [t("fulfilment.deliveredAt"), when(order.deliveredAt, t("fulfilment.none"))],
          [
            t("fulfilment.tracking"),
            details.trackingNumber
              ? [details.carrier, details.trackingNumber].filter(Boolean).join(" · ")
              : t("fulfilment.none"),
          ],
        ]}
      />
    </div>
  );
}
