"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useRef, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { toLocale } from "@/modules/i18n";
import { afterSignInPath } from "../auth-destinations";
import { checkSignIn } from "../auth-form-checks";
import { authClient } from "./auth-client";
import { FormAlert } from "./form-alert";
import { PasswordInput } from "./password-input";
import { useAuthForm } from "./use-auth-form";

type Props = { next?: string; onForgotPassword: () => void };

/** E-mail and password. Success goes back to ?next (or home) with a welcome toast. */
export function SignInForm({ next, onForgotPassword }: Props) {
  const t = useTranslations("auth");
  const locale = toLocale(useLocale());
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAuthForm("sign-in", formRef);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = form.read(event, "email").trim();
    const password = form.read(event, "password");
    if (form.reject(checkSignIn({ email, password }))) return;
    const destination = afterSignInPath(locale, next);
    // callbackURL is also where the new verification link lands if the address is not confirmed yet
    // (and, by its language prefix, the language of that mail).
    const signedIn = await form.call(() =>
      authClient.signIn.email({ email, password, callbackURL: destination }),
    );
    if (!signedIn) return;
    toast.success(t("toast.signedInTitle"), { description: t("toast.signedInBody") });
    // A client navigation keeps the toast; refresh re-renders the layout so the header shows the user.
    router.push(destination);
    router.refresh();
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4">
      <Field id="sign-in-email" label={t("fields.email")}>
        <Input
          {...form.control("email", "sign-in-email")}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
        />
      </Field>
      <Field id="sign-in-password" label={t("fields.password")}>
        <PasswordInput {...form.control("password", "sign-in-password")} autoComplete="current-password" />
      </Field>
      <Button type="button" variant="link" className="h-auto justify-self-end p-0" onClick={onForgotPassword}>
        {t("signIn.forgot")}
      </Button>
      <div className="grid gap-2">
        <FormAlert id={form.errorId} message={form.message} />
        <Button type="submit" size="lg" disabled={form.pending} aria-busy={form.pending || undefined}>
          {form.pending ? t("signIn.submitting") : t("signIn.submit")}
        </Button>
      </div>
    </form>
  );
}
