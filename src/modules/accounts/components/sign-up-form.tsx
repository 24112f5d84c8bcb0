"use client";

import { MailCheckIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { toLocale } from "@/modules/i18n";
import { afterVerificationPath } from "../auth-destinations";
import { checkSignUp } from "../auth-form-checks";
import { PASSWORD_MIN_LENGTH } from "../password-rules";
import { authClient } from "./auth-client";
import { AuthNotice } from "./auth-notice";
import { FormAlert } from "./form-alert";
import { PasswordInput } from "./password-input";
import { useAuthForm } from "./use-auth-form";

type Props = { next?: string; onSignIn: () => void };

/**
 * A new account: e-mail, password twice, an optional display name. No session until the mailed link
 * is opened (requireEmailVerification), so success shows "check your e-mail" here. The answer is the
 * same for an address that already has an account (the owner gets a mail instead): the form cannot be
 * used to learn who is a customer.
 */
export function SignUpForm({ next, onSignIn }: Props) {
  const t = useTranslations("auth");
  const locale = toLocale(useLocale());
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAuthForm("sign-up", formRef);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = form.read(event, "name").trim();
    const email = form.read(event, "email").trim();
    const password = form.read(event, "password");
    const confirmPassword = form.read(event, "confirmPassword");
    if (form.reject(checkSignUp({ email, password, confirmPassword }))) return;
    const created = await form.call(() =>
      authClient.signUp.email({
        email,
        password,
        name,
        locale,
        // Where the verification link lands, signed in; its language prefix picks the mail's language.
        callbackURL: afterVerificationPath(locale, next),
      }),
    );
    if (!created) return;
    toast.success(t("toast.signedUpTitle"), { description: t("toast.signedUpBody") });
    setSentTo(email);
  }

  if (sentTo) {
    return (
      <AuthNotice
        title={t("signUp.checkEmailTitle")}
        icon={<MailCheckIcon className="size-10 text-success" aria-hidden />}
      >
        <p>{t("signUp.checkEmailBody", { email: sentTo })}</p>
        <p className="text-sm text-muted-foreground">{t("signUp.checkEmailSpam")}</p>
        <Button variant="outline" onClick={onSignIn}>
          {t("signUp.backToSignIn")}
        </Button>
      </AuthNotice>
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4">
      <Field
        id="sign-up-name"
        label={t("fields.name")}
        optionalText={t("fields.optional")}
        hint={t("fields.nameHint")}
      >
        <Input
          id="sign-up-name"
          name="name"
          aria-describedby="sign-up-name-hint"
          autoComplete="nickname"
          maxLength={80}
        />
      </Field>
      <Field id="sign-up-email" label={t("fields.email")}>
        <Input
          {...form.control("email", "sign-up-email")}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
        />
      </Field>
      <Field
        id="sign-up-password"
        label={t("fields.password")}
        hint={t("fields.passwordHint", { min: PASSWORD_MIN_LENGTH })}
      >
        <PasswordInput
          {...form.control("password", "sign-up-password", "sign-up-password-hint")}
          autoComplete="new-password"
        />
      </Field>
      <Field id="sign-up-confirm" label={t("fields.confirmPassword")}>
        <PasswordInput {...form.control("confirmPassword", "sign-up-confirm")} autoComplete="new-password" />
      </Field>
      <div className="grid gap-2">
        <FormAlert id={form.errorId} message={form.message} />
        <Button type="submit" size="lg" disabled={form.pending} aria-busy={form.pending || undefined}>
          {form.pending ? t("signUp.submitting") : t("signUp.submit")}
        </Button>
      </div>
    </form>
  );
}
