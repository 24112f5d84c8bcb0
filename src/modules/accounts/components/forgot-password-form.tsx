"use client";

import { MailCheckIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { toLocale } from "@/modules/i18n";
import { resetPasswordPath } from "../auth-destinations";
import { checkResetRequest } from "../auth-form-checks";
import { authClient } from "./auth-client";
import { AuthNotice } from "./auth-notice";
import { FormAlert } from "./form-alert";
import { useAuthForm } from "./use-auth-form";

/**
 * "Forgot password?": asks for a reset link. The confirmation is the same whether or not the address
 * has an account (Better Auth answers alike), so the form reveals nothing about who is a customer.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const t = useTranslations("auth");
  const locale = toLocale(useLocale());
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAuthForm("forgot", formRef);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = form.read(event, "email").trim();
    if (form.reject(checkResetRequest(email))) return;
    // The link lands on our reset page; its language prefix also picks the mail's language.
    const sent = await form.call(() =>
      authClient.requestPasswordReset({ email, redirectTo: resetPasswordPath(locale) }),
    );
    if (!sent) return;
    toast.success(t("toast.resetSentTitle"), { description: t("toast.resetSentBody") });
    setSentTo(email);
  }

  if (sentTo) {
    return (
      <AuthNotice
        title={t("toast.resetSentTitle")}
        icon={<MailCheckIcon className="size-10 text-success" aria-hidden />}
      >
        <p>{t("forgot.sentBody", { email: sentTo })}</p>
        <Button variant="outline" onClick={onBack}>
          {t("forgot.back")}
        </Button>
      </AuthNotice>
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-1.5">
        <h2 className="text-lg font-semibold">{t("forgot.title")}</h2>
        <p className="text-sm text-muted-foreground">{t("forgot.intro")}</p>
      </div>
      <Field id="forgot-email" label={t("fields.email")}>
        <Input
          {...form.control("email", "forgot-email")}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
        />
      </Field>
      <div className="grid gap-2">
        <FormAlert id={form.errorId} message={form.message} />
        <Button type="submit" size="lg" disabled={form.pending} aria-busy={form.pending || undefined}>
          {form.pending ? t("forgot.submitting") : t("forgot.submit")}
        </Button>
        <Button type="button" variant="ghost" onClick={onBack}>
          {t("forgot.back")}
        </Button>
      </div>
    </form>
  );
}
