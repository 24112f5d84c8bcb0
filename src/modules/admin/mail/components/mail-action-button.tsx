"use client";

import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { useRouter } from "@/modules/i18n/components/navigation";
import { resendMail, retryFailedMail, type OutboxActionResult } from "../actions";

type Props = { kind: "resend"; mailId: string; to: string } | { kind: "retry"; jobId: number };

/** "Send again" for a sent mail, "Retry" for a failed mail job; the answer as a toast, then a refresh. */
export function MailActionButton(props: Props) {
  const t = useTranslations("admin.mail");
  const router = useRouter();
  const [pending, startWork] = useTransition();

  const run = () => {
    if (props.kind === "resend" && !window.confirm(t("resendConfirm", { to: props.to }))) return;
    startWork(async () => {
      const call =
        props.kind === "resend" ? resendMail({ id: props.mailId }) : retryFailedMail({ id: props.jobId });
      const result: OutboxActionResult = await call.catch(() => ({ ok: false, error: "failed" }) as const);
      if (result.ok) {
        if (props.kind === "resend")
          toast.success(t("toast.resent"), { description: t("toast.resentBody", { to: props.to }) });
        else toast.success(t("toast.retried"), { description: t("toast.retriedBody") });
        router.refresh();
      } else if (result.error === "notFound") toast.error(t("toast.notFound"));
      else if (result.error === "notRetryable") toast.error(t("toast.notRetryable"));
      else if (result.error === "unauthorized") toast.error(t("toast.unauthorized"));
      else toast.error(t("toast.failed"));
    });
  };

  return props.kind === "resend" ? (
    <Button type="button" variant="outline" onClick={run} disabled={pending}>
      {t("resend")}
    </Button>
  ) : (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={run}
      disabled={pending}
      aria-label={t("retryLabel", { id: props.jobId })}
    >
      {t("retry")}
    </Button>
  );
}
