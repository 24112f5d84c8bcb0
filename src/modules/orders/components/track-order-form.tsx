"use client";

import { SearchIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { trackOrder, type TrackOrderState } from "../actions";
import type { CancelTrackedOrderAction } from "../cancellation";
import { TrackedOrderCard } from "./tracked-order-card";

const idle: TrackOrderState = { status: "idle" };

/**
 * Order number + e-mail → the order. `initialNumber` comes from ?order= (links in mails and pages).
 * Signed in, the e-mail may stay blank for the customer's own orders (the action decides).
 */
export function TrackOrderForm({
  initialNumber,
  cancelOrder,
  signedIn = false,
}: {
  initialNumber: string;
  cancelOrder: CancelTrackedOrderAction;
  signedIn?: boolean;
}) {
  const t = useTranslations("orders.track");
  const [state, action, pending] = useActionState(trackOrder, idle);
  const values = state.status === "idle" ? undefined : state.values;
  const fieldErrors = state.status === "error" ? state.fieldErrors : {};
  const lookupError =
    state.status === "error" && !fieldErrors.order && !fieldErrors.email ? t(state.error) : "";
  const orderError = fieldErrors.order ? t(fieldErrors.order) : undefined;
  const emailError = fieldErrors.email ? t(fieldErrors.email) : undefined;
  const emailHint = signedIn ? t("emailHintSignedIn") : t("emailHint");

  return (
    <div className="grid gap-8">
      <Card>
        <CardContent className="pt-6">
          <form action={action} noValidate className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="track-order" label={t("order")} hint={t("orderHint")} error={orderError}>
                <Input
                  {...fieldControlProps("track-order", {
                    name: "order",
                    error: orderError,
                    hint: t("orderHint"),
                  })}
                  defaultValue={values?.order ?? initialNumber}
                  autoCapitalize="characters"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder={t("orderPlaceholder")}
                  aria-required
                />
              </Field>
              <Field id="track-email" label={t("email")} hint={emailHint} error={emailError}>
                <Input
                  {...fieldControlProps("track-email", {
                    name: "email",
                    error: emailError,
                    hint: emailHint,
                  })}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  defaultValue={values?.email ?? ""}
                  placeholder={t("emailPlaceholder")}
                  aria-required={!signedIn}
                />
              </Field>
            </div>
            {/* Always in the page, so screen readers announce a message the moment it appears. */}
            <p role="alert" className="text-sm font-medium text-destructive">
              {lookupError}
            </p>
            <Button
              type="submit"
              size="lg"
              disabled={pending}
              className="w-full sm:w-auto sm:justify-self-start"
            >
              <SearchIcon aria-hidden />
              {pending ? t("submitting") : t("submit")}
            </Button>
          </form>
        </CardContent>
      </Card>
      {state.status === "found" ? (
        <TrackedOrderCard
          key={state.order.number}
          order={state.order}
          lookup={state.values}
          cancelOrder={cancelOrder}
        />
      ) : null}
    </div>
  );
}
