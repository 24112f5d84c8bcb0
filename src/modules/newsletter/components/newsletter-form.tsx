"use client";

import { CheckCircle2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useActionState, useEffect, useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { subscribeToNewsletter, type NewsletterState } from "../actions";

export function NewsletterForm() {
  const t = useTranslations("newsletter");
  const id = useId();
  const [state, action, pending] = useActionState<NewsletterState, FormData>(subscribeToNewsletter, {
    status: "idle",
  });

  useEffect(() => {
    if (state.status === "subscribed") toast.success(t("success"));
    if (state.status === "error") toast.error(t(state.error));
  }, [state, t]);

  if (state.status === "subscribed") {
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-success" role="status">
        <CheckCircle2Icon className="size-4" aria-hidden /> {t("success")}
      </p>
    );
  }

  const error = state.status === "error" ? t(state.error) : undefined;
  return (
    <form action={action} noValidate className="grid max-w-sm gap-2" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="text-sm font-semibold">
        {t("title")}
      </p>
      <p className="text-xs text-muted-foreground">{t("description")}</p>
      <div className="flex gap-2">
        <label htmlFor={`${id}-email`} className="sr-only">
          {t("label")}
        </label>
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t("placeholder")}
          defaultValue={state.status === "error" ? state.email : ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="bg-background"
        />
        <Button type="submit" disabled={pending}>
          {pending ? t("submitting") : t("submit")}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
