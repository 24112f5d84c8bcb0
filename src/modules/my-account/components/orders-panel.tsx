import { ChevronRightIcon, PackageIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Link } from "@/modules/i18n/components/navigation";
import { OrderStatusBadge, PaymentStatusLabel } from "@/modules/orders/components/order-status-badge";
import type { AccountOrderSummary } from "../account-order";
import { orderAmount } from "../order-amount";
import { AccountSection } from "./account-section";
import { LocalDate } from "./local-date";

/** The customer's orders, newest first, each a link to its page; or a way to the products. */
export function OrdersPanel({ orders }: { orders: AccountOrderSummary[] }) {
  const t = useTranslations("account.orders");
  const locale = useLocale();
  return (
    <AccountSection title={t("title")} intro={t("intro")}>
      {orders.length === 0 ? (
        <div className="grid justify-items-center gap-4 py-8 text-center" data-testid="orders-empty">
          <PackageIcon className="size-10 text-muted-foreground" aria-hidden />
          <p className="text-muted-foreground">{t("empty")}</p>
          <Button asChild>
            <Link href="/products">{t("emptyAction")}</Link>
          </Button>
        </div>
      ) : (
        <ul className="divide-y divide-border rounded-[var(--radius)] border border-border">
          {orders.map((order) => (
            <li key={order.number}>
              <Link
                href={`/my-account/orders/${encodeURIComponent(order.number)}`}
                className="grid gap-2 p-4 hover:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:grid-cols-[1fr_auto_auto] sm:items-center sm:gap-6"
              >
                <span className="grid gap-0.5">
                  <span className="font-mono font-semibold">{order.number}</span>
                  <span className="text-sm text-muted-foreground">
                    <LocalDate iso={order.createdAt} messageKey="account.orders.placedOn" />
                  </span>
                </span>
                <span className="flex flex-wrap items-center gap-2">
                  <OrderStatusBadge status={order.status} />
                  <Badge variant="outline" title={t("payment")}>
                    <PaymentStatusLabel status={order.paymentStatus} orderStatus={order.status} />
                  </Badge>
                </span>
                <span className="flex items-center justify-between gap-2 sm:justify-end">
                  <span className="font-semibold">
                    <span className="sr-only">{t("total")}: </span>
                    {orderAmount(order.total, order.currency, locale)}
                  </span>
                  <ChevronRightIcon className="size-4 text-muted-foreground" aria-hidden />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AccountSection>
  );
}
