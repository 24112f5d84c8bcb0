"use client";

import { CheckCircle2Icon, TriangleAlertIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/toaster";
import { Link } from "@/modules/i18n/components/navigation";
import { checkNewPassword } from "../auth-form-checks";
import { PASSWORD_MIN_LENGTH } from "../password-rules";
import { authClient } from "./auth-client";
import { AuthNotice } from "./auth-notice";
import { FormAlert } from "./form-alert";
import { PasswordInput } from "./password-input";
import { useAuthForm } from "./use-auth-form";

/**
 * The page Better Auth's reset link lands on. Without a token (or with ?error=INVALID_TOKEN: used,
 * expired or mistyped) it says so and offers a new link; the server revokes every session on success.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const t = useTranslations("auth");
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAuthForm("reset", formRef);
  const [state, setState] = useState<"form" | "done" | "invalid">(token ? "form" : "invalid");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = form.read(event, "password");
    const confirmPassword = form.read(event, "confirmPassword");
    if (!token || form.reject(checkNewPassword({ password, confirmPassword }))) return;
    const seen = { expiredToken: false };
    const changed = await form.call(async () => {
      const answer = await authClient.resetPassword({ newPassword: password, token });
      seen.expiredToken = answer.error?.code === "INVALID_TOKEN" || answer.error?.code === "TOKEN_EXPIRED";
      return answer;
    });
    // Used or expired while the form was open: the same notice as arriving with a bad link.
    if (seen.expiredToken) setState("invalid");
    if (!changed) return;
    toast.success(t("toast.passwordChangedTitle"));
    setState("done");
  }

  if (state === "invalid") {
    return (
      <AuthNotice
        title={t("reset.invalidTitle")}
        tone="warning"
        // On arrival with a bad link there was no action to follow: focus stays at the page's start.
        focusOnMount={token !== null}
        icon={<TriangleAlertIcon className="size-10 text-destructive" aria-hidden />}
      >
        <p>{t("reset.invalidBody")}</p>
        <Button asChild>
          <Link href={{ pathname: "/auth", query: { view: "forgot" } }}>{t("reset.requestNew")}</Link>
        </Button>
      </AuthNotice>
    );
  }

  if (state === "done") {
    return (
      <AuthNotice
        title={t("reset.doneTitle")}
        icon={<CheckCircle2Icon className="size-10 text-success" aria-hidden />}
      >
        <p>{t("reset.doneBody")}</p>
        <Button asChild>
          <Link href="/auth">{t("reset.signIn")}</Link>
        </Button>
      </AuthNotice>
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-center text-muted-foreground">{t("reset.intro")}</p>
      <Field
        id="reset-password"
        label={t("reset.newPassword")}
        hint={t("fields.passwordHint", { min: PASSWORD_MIN_LENGTH })}
      >
        <PasswordInput
          {...form.control("password", "reset-password", "reset-password-hint")}
          autoComplete="new-password"
        />
      </Field>
      <Field id="reset-confirm" label={t("reset.confirmPassword")}>
        <PasswordInput {...form.control("confirmPassword", "reset-confirm")} autoComplete="new-password" />
      </Field>
      <div className="grid gap-2">
        <FormAlert id={form.errorId} message={form.message} />
        <Button type="submit" size="lg" disabled={form.pending} aria-busy={form.pending || undefined}>
          {form.pending ? t("reset.submitting") : t("reset.submit")}
        </Button>
      </div>
    </form>
  );
}
