"use client";

import { CircleXIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { formatDate, toLocale } from "@/modules/i18n";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { flushSync } from "react-dom";
import { Button } from "@/components/ui/button";
import type { CancelTrackedOrderError, CancelTrackedOrderState } from "../cancellation";
import type { OrderView } from "../order-view";
import type { TrackOrderField } from "../tracking-input";

/** Refusals that may go differently a moment later; after the others the button goes away. */
const retryable: ReadonlySet<CancelTrackedOrderError> = new Set([
  "providerUnavailable",
  "rateLimited",
  "failed",
]);

type Props = {
  order: OrderView;
  /** The number and e-mail the order was looked up with: the action checks both again. */
  lookup: Record<TrackOrderField, string>;
  state: CancelTrackedOrderState;
  action: (form: FormData) => void;
  pending: boolean;
  /** The visitor's time zone (the browser's), as the rest of the card uses. */
  timeZone: string;
};

/**
 * "Cancel order" within the hour (docs/order-lifecycle.md#cancelling), with an inline "are you sure?" step, and the answer.
 * Shown while the server says the order may still be cancelled, and afterwards for the outcome.
 */
export function CancelOrderPanel({ order, lookup, state, action, pending, timeZone }: Props) {
  const t = useTranslations("orders.cancel");
  const locale = toLocale(useLocale());
  const questionId = useId();
  const untilId = useId();
  const cancelButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  // The confirmation belongs to the answer it was opened on: a new answer closes it by itself.
  const [confirmingFor, setConfirmingFor] = useState<CancelTrackedOrderState | null>(null);
  const confirming = confirmingFor === state;

  const offered = order.cancellableUntil !== null && (state.status !== "error" || retryable.has(state.error));

  // Keyboard and screen-reader users follow the dialogue: to "Keep order" when asked, to the answer after.
  useEffect(() => {
    if (confirming) keepButton.current?.focus();
  }, [confirming]);
  useEffect(() => {
    if (state.status !== "idle") outcome.current?.focus();
  }, [state]);

  if (!offered && state.status === "idle") return null;

  const keep = () => {
    flushSync(() => setConfirmingFor(null));
    cancelButton.current?.focus();
  };
  const keepOnEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape" && !pending) {
      event.preventDefault();
      keep();
    }
  };

  return (
    <section className="grid gap-3 rounded-[var(--radius)] border border-border p-4">
      {offered && order.cancellableUntil && !confirming ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p id={untilId} className="text-sm text-muted-foreground">
            {/* With the date: the hour may end after midnight, and a time alone reads as today. */}
            {t("until", {
              date: formatDate(order.cancellableUntil, locale, { dateStyle: "medium", timeZone }),
              time: formatDate(order.cancellableUntil, locale, { timeStyle: "short", timeZone }),
            })}
          </p>
          <Button
            ref={cancelButton}
            type="button"
            variant="outline"
            data-testid="cancel-order"
            aria-describedby={untilId}
            onClick={() => setConfirmingFor(state)}
            className="w-full border-destructive/50 text-destructive hover:bg-destructive/10 sm:w-auto"
          >
            <CircleXIcon aria-hidden />
            {t("button")}
          </Button>
        </div>
      ) : null}
      {offered && confirming ? (
        <form
          action={action}
          role="group"
          aria-labelledby={questionId}
          onKeyDown={keepOnEscape}
          className="grid gap-3"
        >
          <input type="hidden" name="order" value={lookup.order} />
          <input type="hidden" name="email" value={lookup.email} />
          <p id={questionId} className="text-sm font-medium">
            {t("confirmQuestion", { number: order.number })}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button
              type="submit"
              variant="destructive"
              disabled={pending}
              data-testid="confirm-cancel-order"
              className="w-full sm:w-auto"
            >
              {pending ? t("cancelling") : t("confirm")}
            </Button>
            <Button
              ref={keepButton}
              type="button"
              variant="outline"
              disabled={pending}
              onClick={keep}
              className="w-full sm:w-auto"
            >
              {t("keep")}
            </Button>
          </div>
        </form>
      ) : null}
      {/* Both always in the panel, so screen readers announce an answer the moment it appears. */}
      <div ref={outcome} tabIndex={-1} className="text-sm focus:outline-none">
        <p role="status" className="font-medium">
          {state.status === "cancelled" ? t("cancelled", { number: state.order.number }) : ""}
        </p>
        {state.status === "cancelled" && state.order.paymentStatus === "paid" ? (
          <p className="mt-1 text-muted-foreground">{t("refundNote")}</p>
        ) : null}
        <p role="alert" className="font-medium text-destructive">
          {state.status === "error" ? t(`errors.${state.error}`) : ""}
        </p>
      </div>
    </section>
  );
}
