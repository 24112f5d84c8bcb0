"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { useRouter } from "@/modules/i18n/components/navigation";
import { REPLY_MAX_LENGTH } from "@/modules/support";
import { replyToContactMessage, setContactMessageHandled, type InboxActionResult } from "../actions";

type Props = { id: string; email: string; language: string; handled: boolean };

/**
 * "Mark handled" / "Reopen" and "Reply by mail". The server decides (staff check, limits, whether the
 * message still exists); the card shows its answer and refreshes the page's facts.
 */
export function InboxMessageActions({ id, email, language, handled }: Props) {
  const t = useTranslations("admin.inbox");
  const router = useRouter();
  const [reply, setReply] = useState("");
  const [replyError, setReplyError] = useState<string>();
  const [pending, startWork] = useTransition();

  const failed = (result: Exclude<InboxActionResult, { ok: true }>) => {
    if (result.error === "replyRequired") setReplyError(t("toast.replyRequired"));
    else if (result.error === "replyTooLong")
      setReplyError(t("toast.replyTooLong", { max: REPLY_MAX_LENGTH }));
    else if (result.error === "notFound") toast.error(t("toast.notFound"));
    else if (result.error === "unauthorized") toast.error(t("toast.unauthorized"));
    else toast.error(t("toast.failed"));
  };

  const toggle = () => {
    startWork(async () => {
      const result = await setContactMessageHandled({ id, handled: !handled }).catch(
        () => ({ ok: false, error: "failed" }) as const,
      );
      if (!result.ok) return failed(result);
      toast.success(t(handled ? "toast.reopened" : "toast.handled"));
      router.refresh();
    });
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (reply.trim() === "") return setReplyError(t("toast.replyRequired"));
    startWork(async () => {
      const result = await replyToContactMessage({ id, text: reply }).catch(
        () => ({ ok: false, error: "failed" }) as const,
      );
      if (!result.ok) return failed(result);
      setReply("");
      toast.success(t("toast.replied"), { description: t("toast.repliedBody", { email }) });
      router.refresh();
    });
  };

  const hint = t("replyHint", { email, language });
  return (
    <div className="grid gap-6">
      <div>
        <Button type="button" variant="outline" onClick={toggle} disabled={pending}>
          {handled ? t("reopen") : t("markHandled")}
        </Button>
      </div>
      <Card>
        <CardContent className="grid gap-4 p-6">
          <h3 className="text-base font-semibold">{t("replyTitle")}</h3>
          <form onSubmit={send} className="grid gap-4" noValidate>
            <Field id="admin-inbox-reply" label={t("replyLabel")} hint={hint} error={replyError} required>
              <Textarea
                {...fieldControlProps("admin-inbox-reply", { error: replyError, hint, name: "reply" })}
                value={reply}
                onChange={(event) => {
                  setReply(event.target.value);
                  setReplyError(undefined);
                }}
                rows={8}
                maxLength={REPLY_MAX_LENGTH}
                required
              />
            </Field>
            <div>
              <Button type="submit" disabled={pending}>
                {pending ? t("sending") : t("send")}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
