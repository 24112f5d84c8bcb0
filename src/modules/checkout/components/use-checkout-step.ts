"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useEffect } from "react";
import type { CheckoutStep } from "../schema";
import type { CheckoutData } from "./checkout-data";
import { parseStep, reachableStep, type StepOptions } from "./step-validation";

/**
 * The step lives in the URL (`?step=`): each change pushes a history entry, so the browser's Back
 * goes one step back. Next.js keeps useSearchParams in step with history.pushState, and no server
 * round trip is made. A step the data does not reach yet is replaced by the first incomplete one.
 */
export function useCheckoutStep(
  data: CheckoutData,
  states: Pick<StepOptions, "statesRequiredIn" | "stateCodesIn">,
) {
  const search = useSearchParams();
  const requested = parseStep(search.get("step"));
  const step = reachableStep(requested, data, states);

  useEffect(() => {
    // Fixed in the URL at once, so finishing an earlier step never jumps ahead on its own.
    if (step !== requested) window.history.replaceState(null, "", `?step=${step}`);
  }, [step, requested]);

  const goTo = useCallback((next: CheckoutStep) => {
    // Drops ?payment=cancelled as well: the notice belongs to the visit that came back.
    window.history.pushState(null, "", `?step=${next}`);
  }, []);

  return { step, goTo, paymentCancelled: search.get("payment") === "cancelled" };
}
