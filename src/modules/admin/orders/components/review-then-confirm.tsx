"use client";

import { LoaderCircleIcon } from "lucide-react";
import { useEffect, useRef, type ComponentProps, type ReactNode } from "react";
import { Button } from "@/components/ui/button";

type Props = {
  /** Whether the confirmation shows (else the form's "Review …" submit button). */
  open: boolean;
  /** The question's element id, which names the group for assistive technology. */
  id: string;
  reviewLabel: string;
  question: ReactNode;
  yesLabel: string;
  backLabel: string;
  yesVariant?: ComponentProps<typeof Button>["variant"];
  pending: boolean;
  onYes: () => void;
  onBack: () => void;
};

/**
 * The end of a staff form that asks before it acts (a part refund, a reprint): "Review …" submits the
 * form; its check opens a confirmation in place that names what will happen. The confirmation takes the
 * focus; "Back" or Escape closes it and returns the focus to "Review …".
 */
export function ReviewThenConfirm(props: Props) {
  const { open, id, pending, onBack } = props;
  const confirmRef = useRef<HTMLButtonElement>(null);
  const reviewRef = useRef<HTMLButtonElement>(null);
  const refocusReview = useRef(false);

  useEffect(() => {
    if (open) confirmRef.current?.focus();
    else if (refocusReview.current) reviewRef.current?.focus();
    refocusReview.current = false;
  }, [open]);
  const back = () => {
    refocusReview.current = true;
    onBack();
  };

  if (!open)
    return (
      <Button ref={reviewRef} type="submit" variant="outline" className="w-fit">
        {props.reviewLabel}
      </Button>
    );
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="grid gap-3 rounded-[var(--radius)] border border-border bg-muted/40 p-4"
      onKeyDown={(event) => {
        if (event.key === "Escape" && !pending) back();
      }}
    >
      <p id={id} className="text-sm">
        {props.question}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          ref={confirmRef}
          type="button"
          variant={props.yesVariant}
          disabled={pending}
          onClick={props.onYes}
        >
          {pending ? <LoaderCircleIcon className="size-4 animate-spin" aria-hidden /> : null}
          {props.yesLabel}
        </Button>
        <Button type="button" variant="outline" disabled={pending} onClick={back}>
          {props.backLabel}
        </Button>
      </div>
    </div>
  );
}
