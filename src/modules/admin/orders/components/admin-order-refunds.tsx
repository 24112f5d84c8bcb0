"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition, type FormEvent } from "react";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import type { Locale } from "@/modules/i18n";
import { useRouter } from "@/modules/i18n/components/navigation";
import { formatOrderAmount, formatShopTime } from "@/modules/admin/shared";
import { refundPartOfAdminOrder } from "../actions";
import type { AdminRefund } from "../order-detail.server";
import { ReviewThenConfirm } from "./review-then-confirm";
import {
  partialRefundFieldErrors,
  partialRefundInput,
  REFUND_REASON_MAX_LENGTH,
  type PartialRefundFieldError,
} from "../refund-input";

type Props = {
  number: string;
  currency: string;
  locale: Locale;
  refunds: AdminRefund[];
  /** What is left to refund, in minor units; the form offers up to this. */
  refundable: number;
  /** Whether "Refund part" is offered now (paid, something left, no refund in flight). */
  offered: boolean;
};

const STATUS_BADGE: Record<string, BadgeVariant> = {
  requested: "warning",
  refunded: "success",
  failed: "destructive",
};

type Errors = { amount?: PartialRefundFieldError; reason?: PartialRefundFieldError };

/**
 * The order's refunds, newest first, and "Refund part" (docs/admin.md#partial-refunds): an amount up
 * to what is left, in the order's currency, and a reason. The form asks for a confirmation in place
 * that names the amount; the server decides again on the order as stored, and a refusal says why.
 */
export function AdminOrderRefunds({ number, currency, locale, refunds, refundable, offered }: Props) {
  const t = useTranslations("admin.order.refunds");
  const router = useRouter();
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [pending, startTransition] = useTransition();
  const money = (minorUnits: number) => formatOrderAmount(minorUnits, currency, locale);
  const amountHint = t("amountHint", { remaining: money(refundable) });
  const reasonHint = t("reasonHint", { max: REFUND_REASON_MAX_LENGTH });

  if (refunds.length === 0 && !offered) return null;

  function review(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const parsed = partialRefundInput.safeParse({ number, amount, reason });
    if (!parsed.success) {
      // The same reading of the form as the server's, so the messages can't disagree.
      setErrors(partialRefundFieldErrors(parsed.error));
      return;
    }
    if (parsed.data.amount > refundable) {
      setErrors({});
      setRefusal(t("errors.overRemaining", { remaining: money(refundable) }));
      return;
    }
    setErrors({});
    setConfirming(parsed.data.amount);
  }

  function refund() {
    startTransition(async () => {
      const result = await refundPartOfAdminOrder({ number, amount, reason });
      if (result.ok) {
        setConfirming(null);
        setAmount("");
        setReason("");
        toast.success(t("done"));
        router.refresh();
        return;
      }
      setConfirming(null);
      if (result.error === "fields") setErrors(result.fields);
      else setRefusal(t(`errors.${result.error}`, { remaining: money(refundable) }));
    });
  }

  return (
    <Card>
      <CardContent className="grid gap-4 p-5" data-testid="admin-order-refunds">
        <h3 className="font-semibold">{t("title")}</h3>
        {refunds.length > 0 ? (
          <ul className="grid gap-3">
            {refunds.map((row) => (
              <li key={row.id} className="grid gap-1 border-b border-border pb-3 text-sm last:border-0">
                <div className="flex flex-wrap items-center gap-2">
                  <strong>{money(row.amount)}</strong>
                  <Badge variant={STATUS_BADGE[row.status] ?? "neutral"}>
                    {t(
                      `status.${row.status === "refunded" || row.status === "failed" ? row.status : "requested"}`,
                    )}
                  </Badge>
                  <span className="text-muted-foreground">
                    {formatShopTime(row.completedAt ?? row.createdAt, locale)}
                  </span>
                </div>
                <p className="break-words">{t("reason", { reason: row.reason })}</p>
                {row.stripeRefundId ? (
                  <p className="font-mono text-xs text-muted-foreground">{row.stripeRefundId}</p>
                ) : null}
                {row.failure ? <p className="break-words text-destructive">{row.failure}</p> : null}
              </li>
            ))}
          </ul>
        ) : null}
        {offered ? (
          <form onSubmit={review} className="grid gap-4" noValidate aria-labelledby="refund-part-title">
            <h4 id="refund-part-title" className="text-sm font-semibold">
              {t("formTitle")}
            </h4>
            <Field
              id="refund-amount"
              label={t("amountLabel", { currency })}
              hint={amountHint}
              error={errors.amount ? t(`errors.${errors.amount}`) : undefined}
              required
            >
              <Input
                {...fieldControlProps("refund-amount", {
                  error: errors.amount,
                  hint: amountHint,
                  name: "amount",
                })}
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                onChange={(event) => {
                  setAmount(event.target.value);
                  setConfirming(null);
                  setErrors((current) => ({ ...current, amount: undefined }));
                }}
                maxLength={16}
                className="max-w-48"
                required
              />
            </Field>
            <Field
              id="refund-reason"
              label={t("reasonLabel")}
              hint={reasonHint}
              error={
                errors.reason ? t(`errors.${errors.reason}`, { max: REFUND_REASON_MAX_LENGTH }) : undefined
              }
              required
            >
              <Textarea
                {...fieldControlProps("refund-reason", {
                  error: errors.reason,
                  hint: reasonHint,
                  name: "reason",
                })}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  setConfirming(null);
                  setErrors((current) => ({ ...current, reason: undefined }));
                }}
                maxLength={REFUND_REASON_MAX_LENGTH}
                rows={2}
                required
              />
            </Field>
            <ReviewThenConfirm
              open={confirming !== null}
              id="refund-part-confirm"
              reviewLabel={t("review")}
              question={
                confirming === null
                  ? null
                  : t("confirm", { amount: money(confirming), remaining: money(refundable) })
              }
              yesLabel={confirming === null ? "" : t("yes", { amount: money(confirming) })}
              yesVariant="destructive"
              backLabel={t("back")}
              pending={pending}
              onYes={refund}
              onBack={() => setConfirming(null)}
            />
          </form>
        ) : null}
        {refusal ? (
          <p role="alert" className="text-sm text-destructive">
            {refusal}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
