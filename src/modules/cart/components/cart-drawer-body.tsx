"use client";

import { ShoppingBagIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { SheetClose, SheetDescription } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { Link } from "@/modules/i18n/components/navigation";
import { priceInCurrency } from "@/modules/money";
import { useMoney } from "@/modules/money/components/money-provider";
import { FreeShippingNote } from "@/modules/pricing/components/free-shipping-note";
import { PaymentFeeNote } from "@/modules/pricing/components/payment-fee-note";
import type { CartView } from "../schema";
import { CartLine } from "./cart-line";
import { CartShippingAmount } from "./cart-shipping-amount";

/** The drawer's content: loading, empty state, or the lines with totals and the two buttons. */
export function CartDrawerBody({ cart }: { cart: CartView | undefined }) {
  const t = useTranslations("cart");
  const formatMoney = useMoney();
  if (!cart) {
    return (
      <div className="grid gap-3 px-6" aria-busy="true">
        <SheetDescription className="sr-only">{t("loading")}</SheetDescription>
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  if (cart.lines.length === 0) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
        <ShoppingBagIcon className="size-12 text-muted-foreground" aria-hidden />
        <p className="font-semibold">{t("empty")}</p>
        <SheetDescription>{t("emptyHint")}</SheetDescription>
        <SheetClose asChild>
          <Button asChild className="mt-2">
            <Link href="/products">{t("browse")}</Link>
          </Button>
        </SheetClose>
      </div>
    );
  }
  // The lines as the order will charge them: each unit price converted, × quantity (docs/product-rules.md#currency).
  const pricedLines = cart.lines.map((line) => ({ unitPriceUsd: line.unitPrice, quantity: line.quantity }));
  const { subtotal } = priceInCurrency(
    { lines: pricedLines, shippingUsd: 0 },
    formatMoney.currency,
    formatMoney.rates,
  );
  return (
    <>
      <SheetDescription className="px-6">{t("itemCount", { count: cart.itemCount })}</SheetDescription>
      <ul className="flex-1 divide-y divide-border overflow-y-auto px-6" data-testid="cart-lines">
        {cart.lines.map((line) => (
          <CartLine key={line.id} line={line} />
        ))}
      </ul>
      <div className="grid gap-2 border-t border-border bg-muted/40 px-6 py-4 text-sm">
        <dl className="grid grid-cols-[1fr_auto] gap-y-1">
          <dt>{t("subtotal")}</dt>
          <dd className="text-right font-medium" data-testid="cart-subtotal">
            {formatMoney.minor(subtotal)}
          </dd>
          <dt>{t("shipping")}</dt>
          <dd className="text-right text-muted-foreground" data-testid="cart-shipping">
            <CartShippingAmount subtotalUsd={cart.subtotal} />
          </dd>
          <dt className="text-base font-semibold">{t("total")}</dt>
          <dd className="text-right text-base font-bold" data-testid="cart-total">
            {formatMoney.minor(subtotal)}
          </dd>
        </dl>
        <FreeShippingNote lines={pricedLines} />
        <PaymentFeeNote />
        <SheetClose asChild>
          <Button asChild size="lg" className="mt-2 w-full">
            <Link href="/checkout">{t("checkout")}</Link>
          </Button>
        </SheetClose>
        <SheetClose asChild>
          <Button variant="outline" className="w-full">
            {t("continueShopping")}
          </Button>
        </SheetClose>
      </div>
    </>
  );
}
