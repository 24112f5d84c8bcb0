"use client";

import { CheckCircle2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useActionState, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import type { FieldError } from "@/lib/form-errors";
import { sendContactMessage, type ContactState } from "../actions";
import type { ContactField } from "../schema";
import type { ContactTopic } from "../topics";

const initialState: ContactState = { status: "idle" };

/**
 * The contact form. With a `topic` (`/contact?topic=sales`) it says who reads it, prefills the subject
 * and sends the topic along, which marks the message in the support inbox (../topics.ts).
 */
export function ContactForm({ topic }: { topic?: ContactTopic }) {
  const t = useTranslations("contactForm");
  const tValidation = useTranslations("validation");
  // After a success the thank-you panel replaces the form until the visitor asks for a new one.
  const [writingAnother, setWritingAnother] = useState(false);
  const [state, action, pending] = useActionState(sendContactMessage, initialState);
  const thanks = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.status === "sent") toast.success(t("successTitle"), { description: t("successBody") });
    if (state.status === "error") toast.error(t(state.error));
  }, [state, t]);
  // The form (and its focused button) is replaced by the thank-you panel: focus follows, not <body>.
  useEffect(() => {
    if (state.status === "sent") thanks.current?.focus();
  }, [state]);

  if (state.status === "sent" && !writingAnother) {
    return (
      <div
        ref={thanks}
        tabIndex={-1}
        role="status"
        className="grid justify-items-center gap-3 rounded-[var(--radius-lg)] bg-success/10 p-8 text-center outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <CheckCircle2Icon className="size-10 text-success" aria-hidden />
        <p className="text-lg font-semibold">{t("successTitle")}</p>
        <p className="text-muted-foreground">{t("successBody")}</p>
        <Button variant="outline" onClick={() => setWritingAnother(true)}>
          {t("sendAnother")}
        </Button>
      </div>
    );
  }

  const errors = state.status === "error" ? state.fieldErrors : {};
  const values = state.status === "error" ? state.values : undefined;
  const message = (error?: FieldError) => {
    if (!error) return undefined;
    if (error.code === "tooLong") return tValidation("tooLong", { max: error.max ?? 0 });
    if (error.code === "invalidEmail" || error.code === "controlCharacters") return tValidation(error.code);
    return tValidation("required");
  };
  const prefilled: Partial<Record<ContactField, string>> = topic
    ? { subject: t(`topics.${topic}.subject`) }
    : {};
  const control = (field: ContactField) => ({
    ...fieldControlProps(`contact-${field}`, { name: field, error: message(errors[field]) }),
    defaultValue: values?.[field] ?? prefilled[field] ?? "",
    "aria-required": true,
  });

  return (
    <form
      action={(form) => {
        setWritingAnother(false);
        action(form);
      }}
      noValidate
      className="grid gap-4"
    >
      {topic ? (
        <>
          <input type="hidden" name="topic" value={topic} />
          <p className="rounded-[var(--radius)] bg-secondary p-3 text-sm text-secondary-foreground">
            {t(`topics.${topic}.note`)}
          </p>
        </>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="contact-name" label={t("name")} error={message(errors.name)}>
          <Input {...control("name")} autoComplete="name" placeholder={t("namePlaceholder")} />
        </Field>
        <Field id="contact-email" label={t("email")} error={message(errors.email)}>
          <Input
            {...control("email")}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t("emailPlaceholder")}
          />
        </Field>
      </div>
      <Field id="contact-subject" label={t("subject")} error={message(errors.subject)}>
        <Input {...control("subject")} placeholder={t("subjectPlaceholder")} />
      </Field>
      <Field id="contact-message" label={t("message")} error={message(errors.message)}>
        <Textarea
          {...control("message")}
          rows={6}
          placeholder={topic ? t(`topics.${topic}.messagePlaceholder`) : t("messagePlaceholder")}
        />
      </Field>
      {state.status === "error" && state.error !== "fillAllFields" ? (
        <p className="text-sm text-destructive" role="alert">
          {t(state.error)}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={pending} className="justify-self-start">
        {pending ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
