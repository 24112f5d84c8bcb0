import type { ReactNode } from "react";
import { Label } from "./label";

type FieldProps = {
  id: string;
  label: string;
  error?: string;
  /** Stays shown (and described) next to an error: it says what the field wants. */
  hint?: string;
  /** Shown after the label, e.g. "(optional)". */
  optionalText?: string;
  /** Marks the label with a star when there is no optionalText (the control carries `required`). */
  required?: boolean;
  children: ReactNode;
};

/**
 * Label, control, hint and error message, tied together by id convention: the hint is `<id>-hint`,
 * the error `<id>-error`. Give the control fieldControlProps(id, { error, hint }) so both are read.
 */
export function Field({ id, label, error, hint, optionalText, required, children }: FieldProps) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>
        {label}
        {optionalText ? (
          <span className="font-normal text-muted-foreground"> {optionalText}</span>
        ) : required ? (
          <span className="text-destructive" aria-hidden>
            {" *"}
          </span>
        ) : null}
      </Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Props for the control inside a Field, so its invalid state, error and hint are announced. Pass the
 * same error and hint as to the Field. `name` defaults to the id.
 */
export function fieldControlProps(
  id: string,
  { error, hint, name = id }: { error?: string; hint?: string; name?: string } = {},
) {
  const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ");
  return {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}
