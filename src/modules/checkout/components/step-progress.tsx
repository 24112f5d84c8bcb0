"use client";

import { CheckIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/cn";
import { CHECKOUT_STEPS, type CheckoutStep } from "../schema";
import { stepIndex } from "./step-validation";

type Props = { step: CheckoutStep; onGoTo: (step: CheckoutStep) => void };

/** 1 Shipping Address · 2 Shipping Method · 3 Contact & Payment; passed steps are ticked and clickable. */
export function StepProgress({ step, onGoTo }: Props) {
  const t = useTranslations("checkout.steps");
  const current = stepIndex(step);
  return (
    <nav aria-label={t("label")}>
      <ol className="grid grid-cols-3 gap-2">
        {CHECKOUT_STEPS.map((name, index) => {
          const done = index < current;
          const here = index === current;
          const content = (
            <>
              <span
                aria-hidden
                className={cn(
                  "flex size-8 items-center justify-center rounded-full border-2 bg-background text-sm font-semibold",
                  done && "border-primary bg-primary text-primary-foreground",
                  here && "border-primary text-primary",
                  !done && !here && "border-border text-muted-foreground",
                )}
              >
                {done ? <CheckIcon className="size-4" strokeWidth={3} /> : index + 1}
              </span>
              <span
                className={cn(
                  "text-xs leading-tight sm:text-sm",
                  here ? "font-semibold" : "text-muted-foreground",
                )}
              >
                {t(name)}
                {done ? <span className="sr-only"> ({t("completed")})</span> : null}
              </span>
            </>
          );
          return (
            <li key={name} aria-current={here ? "step" : undefined} className="relative isolate">
              {index > 0 ? (
                <span
                  aria-hidden
                  className={cn(
                    "absolute top-4 right-[calc(50%+1.25rem)] left-[calc(-50%+1.25rem)] -z-10 h-0.5",
                    index <= current ? "bg-primary" : "bg-border",
                  )}
                />
              ) : null}
              {done ? (
                <button
                  type="button"
                  onClick={() => onGoTo(name)}
                  className="mx-auto flex flex-col items-center gap-1.5 rounded-[var(--radius)] px-1 text-center focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {content}
                </button>
              ) : (
                <div className="flex flex-col items-center gap-1.5 px-1 text-center">{content}</div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
