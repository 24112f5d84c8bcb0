"use client";

import { RotateCcwIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { useCart } from "@/modules/cart/components/cart-provider";
import { orderAgain } from "../actions";
import type { ReorderResult } from "../reorder-result";

/**
 * "Order again": the server puts the order's lines back in the cart (at today's prices), says which it
 * had to leave out, and the cart drawer opens with the result.
 */
export function ReorderButton({ number }: { number: string }) {
  const t = useTranslations("account.order");
  const cart = useCart();
  const [pending, startTransition] = useTransition();

  const reorder = () =>
    startTransition(async () => {
      const result = await orderAgain({ number }).catch((): ReorderResult => ({
        ok: false,
        error: "failed",
      }));
      if (!result.ok) {
        toast.error(result.error === "notFound" ? t("notFound") : t("failed"));
        return;
      }
      for (const line of result.skipped) {
        toast.warning(
          line.reason === "designMissing"
            ? t("skippedDesign", { name: line.name })
            : t("skippedUnavailable", { name: line.name }),
        );
      }
      if (result.added === 0) {
        toast.error(t("nothingAdded"));
        return;
      }
      toast.success(t("reordered", { count: result.added }));
      await cart.refresh();
      cart.setOpen(true);
    });

  return (
    <Button onClick={reorder} disabled={pending} data-testid="order-again">
      <RotateCcwIcon aria-hidden />
      {pending ? t("ordering") : t("orderAgain")}
    </Button>
  );
}
