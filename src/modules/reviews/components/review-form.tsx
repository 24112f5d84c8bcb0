"use client";

import { CheckCircle2Icon, StarIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useActionState, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import type { FieldError } from "@/lib/form-errors";
import { productPath } from "@/modules/catalog";
import { Link } from "@/modules/i18n/components/navigation";
import { submitReview, type ReviewFormState } from "../actions";
import { AUTHOR_NAME_MAX_LENGTH, REVIEW_BODY_MAX_LENGTH, type ReviewLine } from "../schema";

const initialState: ReviewFormState = { status: "idle" };

type Props = {
  token: string;
  line: Pick<ReviewLine, "orderItemId" | "productId" | "name">;
  suggestedName: string;
};

/**
 * One order line's review: 1–5 stars (a radio group, so arrow keys choose), the name to sign with and
 * a few optional words (docs/reviews.md#the-review-page). The server decides; its answer replaces the
 * form with a thank-you, or says what to fix.
 */
export function ReviewForm({ token, line, suggestedName }: Props) {
  const t = useTranslations("reviews.form");
  const tValidation = useTranslations("validation");
  const [state, action, pending] = useActionState(submitReview, initialState);
  const id = `review-${line.orderItemId}`;

  if (state.status === "saved") {
    return (
      <div role="status" className="grid gap-2 rounded-[var(--radius-lg)] bg-success/10 p-4">
        <p className="flex items-center gap-2 font-semibold">
          <CheckCircle2Icon className="size-5 text-success" aria-hidden />
          {t("savedTitle")}
        </p>
        <p className="text-sm text-muted-foreground">
          {t("savedBody")}{" "}
          <Link href={productPath(line.productId)} className="font-medium text-primary underline">
            {t("seeOnProductPage", { name: line.name })}
          </Link>
        </p>
      </div>
    );
  }

  const errors = state.status === "error" ? state.fieldErrors : {};
  const values = state.status === "error" ? state.values : undefined;
  const message = (error?: FieldError) => {
    if (!error) return undefined;
    if (error.code === "tooLong") return tValidation("tooLong", { max: error.max ?? 0 });
    if (error.code === "controlCharacters") return tValidation("controlCharacters");
    return tValidation("required");
  };
  const nameError = message(errors.authorName);
  const bodyError = message(errors.body);

  return (
    <form action={action} noValidate className="grid gap-4">
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="orderItemId" value={line.orderItemId} />
      <RatingInput
        id={`${id}-rating`}
        legend={t("rating")}
        initial={Number(values?.rating) || 0}
        error={errors.rating ? t("ratingRequired") : undefined}
      />
      <Field id={`${id}-name`} label={t("name")} hint={t("nameHint")} error={nameError} required>
        <Input
          {...fieldControlProps(`${id}-name`, { name: "authorName", error: nameError, hint: t("nameHint") })}
          defaultValue={values?.authorName ?? suggestedName}
          maxLength={AUTHOR_NAME_MAX_LENGTH}
          autoComplete="off"
          aria-required
        />
      </Field>
      <Field id={`${id}-body`} label={t("body")} optionalText={t("optional")} error={bodyError}>
        <Textarea
          {...fieldControlProps(`${id}-body`, { name: "body", error: bodyError })}
          defaultValue={values?.body ?? ""}
          rows={4}
          maxLength={REVIEW_BODY_MAX_LENGTH}
          placeholder={t("bodyPlaceholder")}
        />
      </Field>
      {state.status === "error" && state.error !== "checkFields" ? (
        <p className="text-sm text-destructive" role="alert">
          {t(`errors.${state.error}`)}
        </p>
      ) : null}
      <Button
        type="submit"
        disabled={pending}
        className="justify-self-start"
        aria-label={pending ? undefined : t("submitFor", { name: line.name })}
      >
        {pending ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}

/**
 * Five stars as native radio buttons in a fieldset: Tab reaches the group, the arrow keys move and
 * choose, and each star's name ("4 stars") is read out. The inputs are visually hidden; the star
 * shows focus and choice.
 */
function RatingInput({
  id,
  legend,
  initial,
  error,
}: {
  id: string;
  legend: string;
  initial: number;
  error?: string;
}) {
  const t = useTranslations("reviews.form");
  const [rating, setRating] = useState(initial);
  return (
    // The group, not each radio, is invalid (radios don't support aria-invalid); the error describes it.
    <fieldset
      role="radiogroup"
      className="grid gap-2"
      aria-labelledby={`${id}-legend`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend id={`${id}-legend`} className="text-sm font-medium">
        {legend}
        <span className="text-destructive" aria-hidden>
          {" *"}
        </span>
      </legend>
      <div className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((star) => (
          <label
            key={star}
            className="cursor-pointer rounded-sm p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name="rating"
              value={star}
              checked={rating === star}
              onChange={() => setRating(star)}
              className="sr-only"
            />
            <StarIcon
              aria-hidden
              className={cn(
                "size-7",
                star <= rating ? "fill-accent text-accent" : "fill-muted text-muted-foreground/50",
              )}
            />
            <span className="sr-only">{t("stars", { count: star })}</span>
          </label>
        ))}
        <span className="ms-2 text-sm text-muted-foreground" aria-hidden>
          {rating > 0 ? t(`ratingNames.${rating as 1 | 2 | 3 | 4 | 5}`) : ""}
        </span>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
