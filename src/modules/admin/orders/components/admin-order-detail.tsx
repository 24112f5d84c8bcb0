import { ArrowLeftIcon, TriangleAlertIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { SHOP_TIME_ZONE, type Locale } from "@/modules/i18n";
import { Link } from "@/modules/i18n/components/navigation";
import { OrderStatusBadge } from "@/modules/orders/components/order-status-badge";
import { OrderStatusHistory } from "@/modules/orders/components/order-status-history";
import { formatOrderAmount, formatShopTime } from "@/modules/admin/shared";
import type { AdminOrder } from "../order-detail.server";
import { AdminOrderActions } from "./admin-order-actions";
import { AdminOrderCorrections } from "./admin-order-corrections";
import { AdminOrderFacts } from "./admin-order-facts";
import { AdminOrderItems } from "./admin-order-items";
import { AdminOrderMails } from "./admin-order-mails";
import { AdminOrderRefunds } from "./admin-order-refunds";
import { AdminOrderReprints } from "./admin-order-reprints";
import { AdminOrderSignals } from "./admin-order-signals";
import { AdminProviderLog } from "./admin-provider-log";

/**
 * One order for staff. A fulfilment issue comes first: it is why someone opened the page; the actions
 * (cancel, refund, send again) follow the header, offered only when the order allows them.
 */
export function AdminOrderDetail({
  order,
  locale,
  backHref = "/admin/orders",
}: {
  order: AdminOrder;
  locale: Locale;
  /** The list with the filters it was opened from (adminOrdersBackHref). */
  backHref?: string;
}) {
  const t = useTranslations("admin.order");
  const { details } = order;
  return (
    <article aria-labelledby="admin-order-title" className="grid gap-6">
      <Link
        href={backHref}
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden />
        {t("back")}
      </Link>
      {order.fulfilmentIssue ? (
        <div
          role="alert"
          className="flex gap-3 rounded-[var(--radius)] border border-destructive bg-destructive/10 p-4"
          data-testid="admin-order-issue"
        >
          <TriangleAlertIcon className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
          <div className="grid gap-1">
            <p className="font-semibold text-destructive">{t("issueTitle")}</p>
            <p className="text-sm whitespace-pre-wrap">{order.fulfilmentIssue}</p>
          </div>
        </div>
      ) : null}
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="admin-order-title" className="font-mono text-2xl font-semibold">
            {t("title", { number: details.number })}
          </h2>
          <OrderStatusBadge status={details.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          {t("placed", { date: formatShopTime(details.createdAt, locale) })} · {t("timesInShopZone")}
        </p>
      </header>
      <AdminOrderActions
        number={details.number}
        paid={details.paymentStatus === "paid"}
        total={formatOrderAmount(details.total, details.currency, locale)}
        refundable={formatOrderAmount(order.refundable, details.currency, locale)}
        allowed={order.actions}
        refundJob={order.refundJob}
        submissionJob={order.submissionJob}
        refunded={details.paymentStatus === "refunded"}
      />
      <AdminOrderRefunds
        number={details.number}
        currency={details.currency}
        locale={locale}
        refunds={order.refunds}
        refundable={order.refundable}
        offered={order.actions.refundPart}
      />
      <AdminOrderReprints
        number={details.number}
        locale={locale}
        reprints={order.reprints}
        lines={order.reprintable}
        offered={order.actions.reprint}
      />
      <AdminOrderItems order={order} />
      <AdminOrderFacts order={order} locale={locale} />
      <AdminOrderCorrections order={order} locale={locale} />
      <OrderStatusHistory history={order.history} timeZone={SHOP_TIME_ZONE} />
      <AdminOrderMails order={order} locale={locale} />
      <AdminProviderLog order={order} locale={locale} />
      <AdminOrderSignals order={order} locale={locale} />
    </article>
  );
}
