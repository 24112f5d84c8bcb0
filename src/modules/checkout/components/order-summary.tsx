"use client";

import { ChevronDownIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { cn } from "@/lib/cn";
import type { CartView } from "@/modules/cart";
import { Link } from "@/modules/i18n/components/navigation";
import { useMoney } from "@/modules/money/components/money-provider";
import { FreeShippingNote } from "@/modules/pricing/components/free-shipping-note";
import { useShopTerms } from "@/modules/pricing/components/shop-terms-provider";
import { checkoutTotals, pricedLines } from "../fees";
import type { PaymentMethod } from "../schema";
import { ShippingPrice } from "./shipping-step";
import { SummaryLine } from "./summary-line";

type Props = {
  cart: CartView;
  /** USD cents of the chosen level (0 when the cart ships free); undefined until one is chosen and priced. */
  shippingCost: number | undefined;
  paymentMethod: PaymentMethod;
  className?: string;
};

/**
 * The server's cart with every cost the order will carry, fees included from the first step, so no
 * new cost appears at the end. On phones the lines fold away under a toggle; the total stays visible.
 * Every amount is in the visitor's currency, computed as the order will be (checkoutTotals), and the
 * last line says what the payment page will charge, in which currency.
 */
export function OrderSummary({ cart, shippingCost, paymentMethod, className }: Props) {
  const t = useTranslations("checkout.summary");
  const tCart = useTranslations("cart");
  const tTerms = useTranslations("shopTerms");
  const formatMoney = useMoney();
  const { fees } = useShopTerms();
  const [expanded, setExpanded] = useState(false);
  const totals = checkoutTotals(cart.lines, shippingCost ?? 0, paymentMethod, {
    fees,
    currency: formatMoney.currency,
    rates: formatMoney.rates,
  });

  return (
    <aside
      aria-labelledby="order-summary-title"
      className={cn("rounded-[var(--radius-lg)] border border-border bg-card", className)}
      data-testid="order-summary"
    >
      <div className="flex items-center justify-between gap-3 px-4 pt-4 sm:px-6">
        <h2 id="order-summary-title" className="text-lg font-semibold">
          {t("title")}
          <span className="ml-2 text-sm font-normal text-muted-foreground">
            {tCart("itemCount", { count: cart.itemCount })}
          </span>
        </h2>
        <button
          type="button"
          className="flex items-center gap-1 rounded-[var(--radius)] text-sm font-medium text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none lg:hidden"
          aria-expanded={expanded}
          aria-controls="order-summary-details"
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t("hide") : t("show")}
          <ChevronDownIcon
            className={cn("size-4 transition-transform", expanded && "rotate-180")}
            aria-hidden
          />
        </button>
      </div>
      <div id="order-summary-details" className={cn("grid gap-3 px-4 sm:px-6", !expanded && "max-lg:hidden")}>
        <ul className="divide-y divide-border">
          {cart.lines.map((line) => (
            <SummaryLine key={line.id} line={line} />
          ))}
        </ul>
        <dl className="grid grid-cols-[1fr_auto] gap-y-1.5 border-t border-border pt-3 text-sm">
          <dt>{t("subtotal")}</dt>
          <dd className="text-right tabular-nums" data-testid="summary-subtotal">
            {formatMoney.minor(totals.subtotal)}
          </dd>
          {shippingCost !== undefined ? (
            <>
              <dt>{t("shipping")}</dt>
              <dd className="text-right tabular-nums" data-testid="summary-shipping">
                <ShippingPrice cost={shippingCost} />
              </dd>
            </>
          ) : null}
          <dt>{t("paymentFees")}</dt>
          <dd className="text-right tabular-nums" data-testid="summary-fee">
            {formatMoney.minor(totals.fee)}
          </dd>
        </dl>
      </div>
      <div className="grid gap-2 p-4 sm:px-6">
        <dl className="flex items-baseline justify-between gap-3 border-t border-border pt-3">
          <dt className="font-semibold">{t("total")}</dt>
          <dd className="text-lg font-bold tabular-nums" data-testid="summary-total">
            {formatMoney.minor(totals.total)}
          </dd>
        </dl>
        <FreeShippingNote lines={pricedLines(cart)} />
        <p className="text-xs text-muted-foreground" data-testid="summary-charged">
          {t(formatMoney.currency === "USD" ? "charged" : "chargedAtRate", {
            amount: formatMoney.minor(totals.total),
            currency: tTerms(`currencies.${formatMoney.currency}`),
          })}
        </p>
        <Link
          href="/products"
          className="mt-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t("continueShopping")}
        </Link>
      </div>
    </aside>
  );
}
