"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toaster";
import { MIN_MOCKUP_PERCENT } from "@/modules/catalog";
import { translateOr } from "@/modules/i18n";
import { errorsAfterChange, type FieldErrors } from "../field-errors";
import { fieldId } from "../product-form";

/**
 * The catalog forms' field errors (the edit, import and options forms): shown translated with the
 * figures the rules that enforce them name; after a refused save a toast says so and the first field
 * with an error takes the focus; a field's error goes as soon as staff change it (errorsAfterChange).
 */
export function useFieldErrors() {
  const t = useTranslations("admin.catalog");
  const [errors, setErrors] = useState<FieldErrors>({});

  const errorText = (path: string) => {
    const key = errors[path];
    return key
      ? translateOr(t, `errors.${key}`, t("errors.invalid"), { minPercent: MIN_MOCKUP_PERCENT })
      : undefined;
  };

  /** Forgets the errors the change of these fields made stale. */
  const forget = (...changed: string[]) => setErrors((current) => errorsAfterChange(current, changed));

  /** A refused save: the errors shown, a toast, the first field focused. */
  const show = (next: FieldErrors) => {
    setErrors(next);
    toast.error(t("toast.invalid"));
    const first = Object.keys(next)[0];
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  };

  return { errors, errorText, forget, show, clear: () => setErrors({}) };
}
