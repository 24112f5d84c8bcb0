"use client";

import { useEffect, useRef, useState } from "react";
import type { CheckoutStep } from "../schema";

/** Focuses a field by its name in the form: the checked radio of a group, else its first control. */
function focusByName(formId: string, name: string): boolean {
  const form = document.getElementById(formId);
  const target =
    form?.querySelector<HTMLElement>(`[name="${name}"]:checked`) ??
    form?.querySelector<HTMLElement>(`[name="${name}"]`);
  target?.focus();
  return Boolean(target);
}

/**
 * Where focus goes after the wizard re-renders: to a field with an error (also on another step),
 * else to the new step's heading, so keyboard and screen-reader users start at the top of the step.
 * Nothing is focused on the first render: landing on the page leaves focus alone.
 */
export function useStepFocus(step: CheckoutStep, formId: string) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const handledRequest = useRef<object | null>(null);
  const [request, setRequest] = useState<{ field: string } | null>(null);

  useEffect(() => {
    const stepChanged = shownStep.current !== step;
    shownStep.current = step;
    if (request && request !== handledRequest.current) {
      // A field on another step exists only once that step has rendered: try again then.
      const focused = focusByName(formId, request.field);
      if (focused || stepChanged) handledRequest.current = request;
      if (focused) return;
    }
    if (stepChanged) headingRef.current?.focus();
  }, [step, request, formId]);

  return { headingRef, focusField: (field: string) => setRequest({ field }) };
}
