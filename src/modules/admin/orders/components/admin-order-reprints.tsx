"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition, type FormEvent } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import type { Locale } from "@/modules/i18n";
import { useRouter } from "@/modules/i18n/components/navigation";
import { OrderStatusBadge } from "@/modules/orders/components/order-status-badge";
import { formatOrderAmount, formatShopTime } from "@/modules/admin/shared";
import { reprintAdminOrder } from "../actions";
import type { AdminReprint } from "../order-detail.server";
import { REFUND_REASON_MAX_LENGTH } from "../refund-input";
import { reprintFieldErrors, reprintInput, type ReprintFieldError } from "../reprint-input";
import { ReviewThenConfirm } from "./review-then-confirm";

type Props = {
  number: string;
  locale: Locale;
  reprints: AdminReprint[];
  /** The order's lines: what a reprint may replace, up to the quantity sold. */
  lines: { position: number; name: string; quantity: number }[];
  /** Whether "Reprint" is offered now (paid, the printer had it, no reprint waiting to be sent). */
  offered: boolean;
};

type Errors = { lines?: ReprintFieldError; reason?: ReprintFieldError };

/**
 * The order's reprints with their own status, tracking and cost, and the "Reprint" form
 * (docs/admin.md#reprints): tick lines, set copies, give a reason, confirm in place. The server decides
 * again on the order as stored; a refusal says why.
 */
export function AdminOrderReprints({ number, locale, reprints, lines, offered }: Props) {
  const t = useTranslations("admin.order.reprints");
  const router = useRouter();
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [pending, startTransition] = useTransition();
  const reasonHint = t("reasonHint", { max: REFUND_REASON_MAX_LENGTH });

  if (reprints.length === 0 && !offered) return null;

  const request = () => ({
    number,
    reason,
    lines: Object.entries(chosen).map(([position, quantity]) => ({
      position: Number(position),
      quantity: /^\d{1,6}$/.test(quantity.trim()) ? Number(quantity) : 0,
    })),
  });

  function review(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const parsed = reprintInput.safeParse(request());
    if (!parsed.success) {
      setErrors(reprintFieldErrors(parsed.error));
      return;
    }
    const tooMany = parsed.data.lines.some(
      (line) => line.quantity > (lines.find((sold) => sold.position === line.position)?.quantity ?? 0),
    );
    setErrors(tooMany ? { lines: "invalidQuantity" } : {});
    if (!tooMany) setConfirming(parsed.data.lines.length);
  }

  function send() {
    startTransition(async () => {
      const result = await reprintAdminOrder(request());
      setConfirming(null);
      if (result.ok) {
        setChosen({});
        setReason("");
        toast.success(t("done", { number: result.number }));
        router.refresh();
        return;
      }
      if (result.error === "fields") setErrors(result.fields);
      else setRefusal(t(`errors.${result.error}`));
    });
  }

  const edited = () => {
    setConfirming(null);
    setRefusal(null);
  };

  return (
    <Card>
      <CardContent className="grid gap-4 p-5" data-testid="admin-order-reprints">
        <h3 className="font-semibold">{t("title")}</h3>
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
        {reprints.length > 0 ? (
          <ul className="grid gap-3">
            {reprints.map((reprint) => (
              <ReprintRow key={reprint.id} reprint={reprint} locale={locale} />
            ))}
          </ul>
        ) : null}
        {offered ? (
          <form onSubmit={review} className="grid gap-4" noValidate aria-labelledby="reprint-title">
            <h4 id="reprint-title" className="text-sm font-semibold">
              {t("formTitle")}
            </h4>
            <fieldset
              className="grid gap-3"
              aria-describedby={errors.lines ? "reprint-lines-error" : undefined}
            >
              <legend className="mb-2 text-sm font-medium">{t("linesLegend")}</legend>
              {lines.map((line) => {
                const ticked = chosen[line.position] !== undefined;
                const id = `reprint-line-${line.position}`;
                return (
                  <div key={line.position} className="flex flex-wrap items-center gap-3">
                    <label className="flex min-h-6 items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="size-4"
                        checked={ticked}
                        onChange={(event) => {
                          edited();
                          setErrors((current) => ({ ...current, lines: undefined }));
                          setChosen((current) => {
                            const next = { ...current };
                            if (event.target.checked) next[line.position] = String(line.quantity);
                            else delete next[line.position];
                            return next;
                          });
                        }}
                      />
                      {t("lineLabel", { name: line.name })}
                    </label>
                    {ticked ? (
                      <Input
                        id={id}
                        aria-label={t("quantityLabel", { name: line.name })}
                        title={t("quantityHint", { max: line.quantity })}
                        inputMode="numeric"
                        autoComplete="off"
                        className="w-24"
                        value={chosen[line.position]}
                        onChange={(event) => {
                          edited();
                          setChosen((current) => ({ ...current, [line.position]: event.target.value }));
                        }}
                      />
                    ) : null}
                    {ticked ? (
                      <span className="text-xs text-muted-foreground">
                        {t("quantityHint", { max: line.quantity })}
                      </span>
                    ) : null}
                  </div>
                );
              })}
              {errors.lines ? (
                <p id="reprint-lines-error" className="text-sm text-destructive">
                  {t(`errors.${errors.lines}`)}
                </p>
              ) : null}
            </fieldset>
            <Field
              id="reprint-reason"
              label={t("reasonLabel")}
              hint={reasonHint}
              error={
                errors.reason ? t(`errors.${errors.reason}`, { max: REFUND_REASON_MAX_LENGTH }) : undefined
              }
              required
            >
              <Textarea
                {...fieldControlProps("reprint-reason", {
                  error: errors.reason,
                  hint: reasonHint,
                  name: "reason",
                })}
                value={reason}
                onChange={(event) => {
                  edited();
                  setReason(event.target.value);
                  setErrors((current) => ({ ...current, reason: undefined }));
                }}
                maxLength={REFUND_REASON_MAX_LENGTH}
                rows={2}
                required
              />
            </Field>
            <ReviewThenConfirm
              open={confirming !== null}
              id="reprint-confirm"
              reviewLabel={t("review")}
              question={confirming === null ? null : t("confirm", { count: confirming })}
              yesLabel={t("yes")}
              backLabel={t("back")}
              pending={pending}
              onYes={send}
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

function ReprintRow({ reprint, locale }: { reprint: AdminReprint; locale: Locale }) {
  const t = useTranslations("admin.order.reprints");
  const sending = reprint.job?.status === "queued" || reprint.job?.status === "running";
  return (
    <li className="grid gap-1 border-b border-border pb-3 text-sm last:border-0" data-testid="admin-reprint">
      <div className="flex flex-wrap items-center gap-2">
        <strong className="font-mono">{reprint.number}</strong>
        <OrderStatusBadge status={reprint.status} />
        <span className="text-muted-foreground">{formatShopTime(reprint.createdAt, locale)}</span>
      </div>
      <p>{reprint.lines.map((line) => t("line", { quantity: line.quantity, name: line.name })).join(", ")}</p>
      <p className="break-words">{t("reason", { reason: reprint.reason })}</p>
      <p className="text-muted-foreground">
        {reprint.costUsd === null
          ? t("costUnknown")
          : t("cost", { amount: formatOrderAmount(reprint.costUsd, "USD", locale) })}
      </p>
      {reprint.trackingNumber ? (
        <p>
          {t("tracking")}:{" "}
          {reprint.trackingUrl ? (
            <a href={reprint.trackingUrl} className="text-primary underline-offset-4 hover:underline">
              {reprint.trackingNumber}
            </a>
          ) : (
            reprint.trackingNumber
          )}
          {reprint.carrier ? ` (${reprint.carrier})` : null}
        </p>
      ) : null}
      {sending ? (
        <p className="text-muted-foreground">
          {t("sending", { attempts: Math.max(1, reprint.job!.attempts) })}
        </p>
      ) : null}
      {reprint.issue ? <p className="break-words text-destructive">{reprint.issue}</p> : null}
    </li>
  );
}
