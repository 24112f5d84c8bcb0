import type { z } from "zod";
import { CONTROL_CHARACTERS } from "./form-text";

/** A field error the UI can translate: `validation.<code>` with `max` for tooLong. */
export type FieldError = {
  code: "required" | "invalidEmail" | "tooLong" | "invalid" | typeof CONTROL_CHARACTERS;
  max?: number;
};
export type FieldErrors<Field extends string = string> = Partial<Record<Field, FieldError>>;

function toFieldError(issue: z.core.$ZodIssue): FieldError {
  if (issue.message === CONTROL_CHARACTERS) return { code: CONTROL_CHARACTERS };
  switch (issue.code) {
    case "too_small":
      return { code: "required" };
    case "too_big":
      return { code: "tooLong", max: Number(issue.maximum) };
    case "invalid_format":
      return issue.format === "email" ? { code: "invalidEmail" } : { code: "invalid" };
    case "invalid_type":
      return { code: "required" };
    default:
      return { code: "invalid" };
  }
}

/** The first problem of each field, keyed by the field's name. */
export function fieldErrorsFrom<Field extends string>(error: z.ZodError): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in errors)) errors[field as Field] = toFieldError(issue);
  }
  return errors;
}

/** FormData → plain object of strings, for zod. Files and repeated keys are not expected here. */
export function formValues<Field extends string>(
  form: FormData,
  fields: readonly Field[],
): Record<Field, string> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = form.get(field);
      return [field, typeof value === "string" ? value : ""];
    }),
  ) as Record<Field, string>;
}
