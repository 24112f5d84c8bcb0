"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent, type RefObject } from "react";
import { authErrorKey, type AuthErrorKey, type AuthFailure } from "../auth-errors";
import type { AuthField, AuthFormErrorKey, AuthFormProblem } from "../auth-form-checks";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../password-rules";

type Problem = { key: AuthFormErrorKey | AuthErrorKey; fields: AuthField[] };

/** Which fields a server answer is about, so they are marked invalid like a local check's. */
const serverFields: Partial<Record<AuthErrorKey, AuthField[]>> = {
  invalidCredentials: ["email", "password"],
  invalidEmail: ["email"],
  passwordTooShort: ["password"],
  passwordTooLong: ["password"],
};

/**
 * The state every auth form shares: one error line (local check or server answer, translated), the
 * fields it concerns, and a pending flag for the submit button. `prefix` makes the ids unique when
 * two forms could share a page; `form` is the form element, whose first field to fix gets focus.
 */
export function useAuthForm(prefix: string, form: RefObject<HTMLFormElement | null>) {
  const t = useTranslations("auth.errors");
  const [problem, setProblem] = useState<Problem | null>(null);
  const [pending, setPending] = useState(false);
  const errorId = `${prefix}-error`;

  const show = (next: Problem) => {
    setProblem(next);
    setPending(false);
    // The first field to fix gets focus: keyboard and screen reader users land where the work is.
    const first = next.fields[0] && form.current?.elements.namedItem(next.fields[0]);
    if (first instanceof HTMLElement) first.focus();
  };

  return {
    pending,
    errorId,
    message: problem ? t(problem.key, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) : undefined,
    /** The text of a field of the submitted form. */
    read(event: FormEvent<HTMLFormElement>, field: string): string {
      const value = new FormData(event.currentTarget).get(field);
      return typeof value === "string" ? value : "";
    },
    /** Shows a local check's problem; true when there was one (stop there). */
    reject(local: AuthFormProblem | null): boolean {
      if (local) show(local);
      return local !== null;
    },
    /**
     * Runs a Better Auth call with the button in its loading state. Returns its data, or null after
     * showing what went wrong (a network failure included). The button stays busy after a success:
     * the caller navigates or swaps the form for a notice.
     */
    async call<T>(request: () => Promise<{ data: T | null; error: AuthFailure }>): Promise<T | null> {
      setProblem(null);
      setPending(true);
      let failure: AuthFailure;
      try {
        const { data, error } = await request();
        if (!error) return data ?? ({} as T);
        failure = error;
      } catch {
        failure = null;
      }
      const key = authErrorKey(failure);
      show({ key, fields: serverFields[key] ?? [] });
      return null;
    },
    /** Props that tie a control to the error line when the error concerns it (and to its hint, if any). */
    control(field: AuthField, id: string, hintId?: string) {
      const invalid = problem?.fields.includes(field) ?? false;
      const describedBy = [invalid ? errorId : "", hintId ?? ""].filter(Boolean).join(" ");
      return {
        id,
        name: field,
        "aria-invalid": invalid || undefined,
        "aria-describedby": describedBy || undefined,
      } as const;
    },
  };
}
