"use client";

import Image from "next/image";
import { useTranslations } from "next-intl";
import type { CartLineView } from "@/modules/cart";
import { useMoney } from "@/modules/money/components/money-provider";

/** One cart line in the order summary: picture, name, quantity, options and the line's total. */
export function SummaryLine({ line }: { line: CartLineView }) {
  const t = useTranslations("checkout.summary");
  const formatMoney = useMoney();
  return (
    <li className="flex gap-3 py-3" data-testid="summary-line">
      <Image
        src={line.image}
        alt=""
        width={56}
        height={56}
        className="size-14 shrink-0 rounded-[var(--radius)] border border-border bg-muted object-cover"
      />
      <div className="grid min-w-0 flex-1 content-start gap-0.5 text-sm">
        <p className="leading-snug font-medium">{line.name}</p>
        <p className="text-muted-foreground">{t("quantity", { quantity: line.quantity })}</p>
        {line.options.length > 0 ? (
          <p className="text-xs text-muted-foreground">
            {line.options.map((option) => `${option.name}: ${option.value}`).join(" · ")}
          </p>
        ) : null}
      </div>
      <p className="text-sm font-medium tabular-nums">{formatMoney.line(line.unitPrice, line.quantity)}</p>
    </li>
  );
}
