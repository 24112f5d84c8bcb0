import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";

type Props = {
  id: string;
  label: string;
  /** Shown after the label; required fields get a star instead (the control carries `required`). */
  optionalText?: string;
  error?: string;
  hint?: string;
  children: ReactNode;
};

/** Like the ui Field, with the required/optional mark and a hint that stays described. */
export function CheckoutField({ id, label, optionalText, error, hint, children }: Props) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>
        {label}
        {optionalText ? (
          <span className="font-normal text-muted-foreground"> {optionalText}</span>
        ) : (
          <span className="text-destructive" aria-hidden>
            {" *"}
          </span>
        )}
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
 * Props for the control inside a CheckoutField. `name` is the schema field name: the stable hook for
 * autofill, browser tests and the focus of the first invalid field.
 */
export function checkoutControlProps(name: string, { error, hint }: { error?: string; hint?: string }) {
  const id = `checkout-${name}`;
  const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ");
  return {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}
