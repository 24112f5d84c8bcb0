"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { authClient } from "@/modules/accounts/components/auth-client";
import { AccountSection } from "./account-section";

type PasswordField = "currentPassword" | "newPassword" | "confirmPassword";
type PasswordError = "currentRequired" | "tooShort" | "tooLong" | "mismatch" | "wrongCurrent";

const empty: Record<PasswordField, string> = { currentPassword: "", newPassword: "", confirmPassword: "" };
/** Better Auth's limits for this shop (auth.server.ts emailAndPassword). */
const MIN_LENGTH = 8;
const MAX_LENGTH = 128;

/** What the browser can tell before asking: a current password, a long enough new one, typed twice alike. */
function check(values: Record<PasswordField, string>): Partial<Record<PasswordField, PasswordError>> {
  const errors: Partial<Record<PasswordField, PasswordError>> = {};
  if (!values.currentPassword) errors.currentPassword = "currentRequired";
  if (values.newPassword.length < MIN_LENGTH) errors.newPassword = "tooShort";
  else if (values.newPassword.length > MAX_LENGTH) errors.newPassword = "tooLong";
  if (values.confirmPassword !== values.newPassword) errors.confirmPassword = "mismatch";
  return errors;
}

/**
 * Change password through Better Auth (/api/auth/change-password): it checks the current password,
 * and revokeOtherSessions signs out every other device, which is what someone changing a password
 * because of a leak needs.
 */
export function PasswordForm() {
  const t = useTranslations("account.password");
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<PasswordField, PasswordError>>>({});
  const [pending, startTransition] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirst = (found: Partial<Record<PasswordField, PasswordError>>) => {
    const first = (Object.keys(empty) as PasswordField[]).find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    startTransition(async () => {
      const { error } = await authClient
        .changePassword({
          currentPassword: values.currentPassword,
          newPassword: values.newPassword,
          revokeOtherSessions: true,
        })
        .catch(() => ({ error: { status: 0, code: undefined } }));
      if (!error) {
        setValues(empty);
        toast.success(t("changed"));
        return;
      }
      if (error.code === "INVALID_PASSWORD") {
        setErrors({ currentPassword: "wrongCurrent" });
        focusFirst({ currentPassword: "wrongCurrent" });
      } else toast.error(error.status === 429 ? t("errors.rateLimited") : t("errors.failed"));
    });
  };

  const field = (name: PasswordField, label: string, autoComplete: string, hint?: string) => {
    const error = errors[name] ? t(`errors.${errors[name]}`) : undefined;
    const control = fieldControlProps(`password-${name}`, { name, error, hint });
    return (
      <Field id={control.id} label={label} error={error} hint={hint} required>
        <Input
          {...control}
          type="password"
          autoComplete={autoComplete}
          required
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        />
      </Field>
    );
  };

  return (
    <AccountSection title={t("title")} intro={t("intro")}>
      <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4 sm:max-w-md">
        {field("currentPassword", t("current"), "current-password")}
        {field("newPassword", t("new"), "new-password", t("newHint"))}
        {field("confirmPassword", t("confirm"), "new-password")}
        <Button type="submit" disabled={pending} className="justify-self-start">
          {pending ? t("submitting") : t("submit")}
        </Button>
      </form>
    </AccountSection>
  );
}
