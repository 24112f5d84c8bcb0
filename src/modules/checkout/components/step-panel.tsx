"use client";

import { useTranslations } from "next-intl";
import type { ReactNode, RefObject } from "react";
import { CHECKOUT_STEPS, type CheckoutStep } from "../schema";
import { stepIndex } from "./step-validation";

type Props = {
  step: CheckoutStep;
  /** Focused on every step change, so the next Tab starts at the top of the new step. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** While the order is being placed nothing may change under it. */
  disabled: boolean;
  children: ReactNode;
};

/** The current step's card: "Step 2 of 3", its heading, and its fields. */
export function StepPanel({ step, headingRef, disabled, children }: Props) {
  const t = useTranslations("checkout.steps");
  return (
    <section className="grid gap-5 rounded-[var(--radius-lg)] border border-border bg-card p-4 sm:p-6">
      <div className="grid gap-1">
        <p className="text-sm text-muted-foreground">
          {t("position", { current: stepIndex(step) + 1, total: CHECKOUT_STEPS.length })}
        </p>
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
          {t(step)}
        </h2>
      </div>
      <fieldset disabled={disabled} className="min-w-0">
        {children}
      </fieldset>
    </section>
  );
}
