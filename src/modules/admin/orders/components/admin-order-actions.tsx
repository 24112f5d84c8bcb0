"use client";

import { LoaderCircleIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { toast } from "@/components/ui/toaster";
import { useRouter } from "@/modules/i18n/components/navigation";
import { cancelAdminOrder, refundAdminOrder, resubmitAdminOrder } from "../actions";
import type { AdminJobState, AdminOrderActions as Allowed } from "../order-detail.server";

type Action = "cancel" | "refund" | "resubmit";

type Props = {
  number: string;
  paid: boolean;
  /** The order's total, formatted in the order's currency. */
  total: string;
  /** What a refund returns now (the total less earlier part refunds), formatted. */
  refundable: string;
  allowed: Allowed;
  refundJob: AdminJobState | null;
  submissionJob: AdminJobState | null;
  refunded: boolean;
};

const run = { cancel: cancelAdminOrder, refund: refundAdminOrder, resubmit: resubmitAdminOrder };
/** How often the page looks again while a refund or a submission it started is still running. */
const POLL_MS = 2_000;

/**
 * Cancel, Refund and Send again for one order. Each asks for a confirmation in place (what will happen,
 * with the amount), then calls its server action, which decides on the order as stored; a refusal is
 * shown with its reason. While the refund or submission job runs, the page refreshes itself.
 */
export function AdminOrderActions({
  number,
  paid,
  total,
  refundable,
  allowed,
  refundJob,
  submissionJob,
  refunded,
}: Props) {
  const t = useTranslations("admin.order.actions");
  const router = useRouter();
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  // The confirmation takes the focus when it opens and gives it back to its button when it closes.
  const yesRef = useRef<HTMLButtonElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const returnFocusTo = useRef<Action | null>(null);
  useEffect(() => {
    if (confirming) {
      yesRef.current?.focus();
    } else if (returnFocusTo.current) {
      cardRef.current?.querySelector<HTMLElement>(`[data-order-action="${returnFocusTo.current}"]`)?.focus();
      returnFocusTo.current = null;
    }
  }, [confirming]);
  const closeConfirmation = () => {
    returnFocusTo.current = confirming;
    setConfirming(null);
  };
  const busy = [refundJob, submissionJob].some(
    (job) => job?.status === "queued" || job?.status === "running",
  );

  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => router.refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [busy, router]);

  function perform(action: Action) {
    setError(null);
    startTransition(async () => {
      const result = await run[action]({ number });
      if (result.ok) {
        setConfirming(null);
        const refundQueued = "refund" in result && result.refund === "queued";
        toast.success(t(`done.${action === "cancel" && refundQueued ? "cancelAndRefund" : action}`));
        router.refresh();
      } else {
        setError(t(`errors.${result.error}`));
      }
    });
  }

  const offered = (["cancel", "refund", "resubmit"] as const).filter((action) => allowed[action]);
  const confirmText = (action: Action) =>
    action === "cancel"
      ? t(paid ? "confirm.cancelPaid" : "confirm.cancel", { total: refundable })
      : t(`confirm.${action}`, { total: action === "refund" ? refundable : total });

  return (
    <Card>
      <CardContent ref={cardRef} className="grid gap-4 p-5" data-testid="admin-order-actions">
        <h3 className="font-semibold">{t("title")}</h3>
        <JobStatus kind="refund" job={refundJob} refunded={refunded} />
        <JobStatus kind="submission" job={submissionJob} refunded={false} />
        {offered.length === 0 ? <p className="text-sm text-muted-foreground">{t("none")}</p> : null}
        {confirming ? (
          <div
            role="group"
            aria-labelledby="admin-order-confirm"
            className="grid gap-3 rounded-[var(--radius)] border border-border bg-muted/40 p-4"
            onKeyDown={(event) => {
              if (event.key === "Escape" && !pending) closeConfirmation();
            }}
          >
            <p id="admin-order-confirm" className="text-sm">
              {confirmText(confirming)}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                ref={yesRef}
                type="button"
                variant={confirming === "resubmit" ? "default" : "destructive"}
                disabled={pending}
                onClick={() => perform(confirming)}
              >
                {pending ? <LoaderCircleIcon className="size-4 animate-spin" aria-hidden /> : null}
                {t(`yes.${confirming}`)}
              </Button>
              <Button type="button" variant="outline" disabled={pending} onClick={closeConfirmation}>
                {t("keep")}
              </Button>
            </div>
          </div>
        ) : offered.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {offered.map((action) => (
              <Button
                key={action}
                type="button"
                variant={action === "resubmit" ? "default" : "outline"}
                data-order-action={action}
                onClick={() => {
                  setError(null);
                  setConfirming(action);
                }}
              >
                {t(`buttons.${action}`)}
              </Button>
            ))}
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Where the refund or the print submission staff asked for stands, with the last error while retrying. */
function JobStatus({
  kind,
  job,
  refunded,
}: {
  kind: "refund" | "submission";
  job: AdminJobState | null;
  refunded: boolean;
}) {
  const t = useTranslations("admin.order.actions.jobs");
  if (kind === "refund" && refunded) return <p className="text-sm">{t("refund.done")}</p>;
  if (!job || job.status === "done") return null;
  return (
    <div className="grid gap-1 text-sm" role="status">
      <p className={job.status === "failed" ? "font-medium text-destructive" : "font-medium"}>
        {t(`${kind}.${job.status === "failed" ? "failed" : "running"}`, { attempts: job.attempts })}
      </p>
      {job.lastError ? <p className="break-words text-muted-foreground">{job.lastError}</p> : null}
    </div>
  );
}
