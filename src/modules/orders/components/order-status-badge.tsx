import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { orderStatusDisplay, paymentStatusDisplay } from "../status-display";

// No "use client": these render on the server (order success) and inside client trees (tracking).

/** The order's status in the page language, coloured as docs/product-rules.md#order-status-display says; unknown statuses raw and grey. */
export function OrderStatusBadge({ status, className }: { status: string; className?: string }) {
  const t = useTranslations("orders.status");
  const display = orderStatusDisplay(status);
  return (
    <Badge variant={display.variant} className={className} data-status={status}>
      {display.labelKey ? t(display.labelKey) : display.raw}
    </Badge>
  );
}

/**
 * "Paid", "Payment failed", "Refund due" (a cancelled order's payment still held), ...; an unknown
 * payment status with its underscores as spaces.
 */
export function PaymentStatusLabel({ status, orderStatus }: { status: string; orderStatus?: string }) {
  const t = useTranslations("orders.paymentStatus");
  const display = paymentStatusDisplay(status, orderStatus);
  return <>{"labelKey" in display ? t(display.labelKey) : display.raw}</>;
}
