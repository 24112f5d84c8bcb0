"use client";

import { ChevronLeftIcon, ChevronRightIcon, Loader2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { CheckoutStep } from "../schema";

type Props = {
  step: CheckoutStep;
  busy: boolean;
  /** Place Order waits for the shipping price, so the total on the button is the real one. */
  waiting: boolean;
  total: string;
  onPrevious: () => void;
};

/** Previous and Next Step / Place Order; pinned to the bottom of a phone's screen, under the thumb. */
export function StepNav({ step, busy, waiting, total, onPrevious }: Props) {
  const t = useTranslations("checkout.nav");
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex items-center gap-3 border-t border-border bg-background/95 px-4 py-3 backdrop-blur-sm sm:static sm:mx-0 sm:justify-between sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none">
      <span className="sr-only" role="status">
        {busy ? t("processing") : ""}
      </span>
      <Button type="button" variant="outline" onClick={onPrevious} disabled={step === "address" || busy}>
        <ChevronLeftIcon aria-hidden />
        {t("previous")}
      </Button>
      {step === "payment" ? (
        <Button
          type="submit"
          className="flex-1 sm:flex-none"
          disabled={busy || waiting}
          data-testid="place-order"
        >
          {busy ? (
            <>
              <Loader2Icon className="animate-spin motion-reduce:animate-none" aria-hidden />
              {t("processing")}
            </>
          ) : (
            t("placeOrder", { total })
          )}
        </Button>
      ) : (
        <Button type="submit" className="flex-1 sm:flex-none">
          {t("next")}
          <ChevronRightIcon aria-hidden />
        </Button>
      )}
    </div>
  );
}
