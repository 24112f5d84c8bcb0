"use client";

import { FileIcon, MinusIcon, PlusIcon, Trash2Icon } from "lucide-react";
import Image from "next/image";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useMoney } from "@/modules/money/components/money-provider";
import type { CartLineView } from "../schema";
import { useCart } from "./cart-provider";

/**
 * One drawer line: picture, name, unit price and what one unit is (with the line's volume price when its
 * quantity reached a tier), options, files, − quantity + within the product's range, remove.
 */
export function CartLine({ line }: { line: CartLineView }) {
  const t = useTranslations("cart");
  const formatMoney = useMoney();
  const { setQuantity, remove } = useCart();
  return (
    <li className="flex gap-3 py-4" data-testid="cart-line">
      <Image
        src={line.image}
        alt=""
        width={72}
        height={72}
        className="size-18 shrink-0 rounded-[var(--radius)] border border-border bg-muted object-cover"
      />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex items-start justify-between gap-2">
          <p className="leading-snug font-semibold">{line.name}</p>
          <Button
            variant="ghost"
            size="icon"
            className="-mt-2 -mr-2 size-8 text-muted-foreground hover:text-destructive"
            aria-label={t("remove", { name: line.name })}
            onClick={() => remove(line.id)}
          >
            <Trash2Icon aria-hidden />
          </Button>
        </div>
        <p className="text-sm text-muted-foreground" data-testid="line-unit-price">
          {t("unitPrice", { price: formatMoney(line.unitPrice), unit: line.unit })}
          {line.percentOff > 0 ? (
            <>
              {" "}
              <span className="font-medium text-foreground">
                {t("volumePrice", { percent: line.percentOff })}
              </span>
            </>
          ) : null}
        </p>
        {line.options.length > 0 ? (
          <p className="text-xs text-muted-foreground">
            {line.options.map((option) => `${option.name}: ${option.value}`).join(" · ")}
          </p>
        ) : null}
        <ul className="grid gap-0.5 text-xs text-muted-foreground" aria-label={t("files")}>
          {line.files.map((file) => (
            <li key={file.id} className="flex min-w-0 items-center gap-1">
              <FileIcon className="size-3 shrink-0" aria-hidden />
              <span className="truncate">{file.areaName ? `${file.areaName}: ${file.name}` : file.name}</span>
            </li>
          ))}
        </ul>
        <div className="mt-1 flex items-center justify-between">
          <div
            className="flex items-center rounded-[var(--radius)] border border-border"
            role="group"
            aria-label={t("quantity", { name: line.name })}
          >
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={t("decrease", { name: line.name })}
              disabled={line.quantity <= line.minQuantity}
              onClick={() => setQuantity(line.id, line.quantity - 1)}
            >
              <MinusIcon aria-hidden />
            </Button>
            <span
              className="min-w-8 text-center text-sm font-medium tabular-nums"
              data-testid="line-quantity"
            >
              {line.quantity}
            </span>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={t("increase", { name: line.name })}
              disabled={line.quantity >= line.maxQuantity}
              onClick={() => setQuantity(line.id, line.quantity + 1)}
            >
              <PlusIcon aria-hidden />
            </Button>
          </div>
          <p className="font-semibold tabular-nums">{formatMoney.line(line.unitPrice, line.quantity)}</p>
        </div>
      </div>
    </li>
  );
}
