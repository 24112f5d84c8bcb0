"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { saveShopTermsSettings } from "../actions";
import type { ShopTermsErrors, ShopTermsField, ShopTermsForm } from "../shop-terms-input";

/**
 * Free-shipping threshold (empty = none) and each payment method's fee (percent of subtotal +
 * shipping, plus a fixed amount), in US dollars: prices are stored in USD and shown converted.
 * The server validates; a refused field shows its error under it.
 */
export function ShopTermsFormCard({ initial }: { initial: ShopTermsForm }) {
  const t = useTranslations("admin.config.shopTerms");
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<ShopTermsErrors>({});
  const [pending, startWork] = useTransition();

  const save = (event: FormEvent) => {
    event.preventDefault();
    startWork(async () => {
      const result = await saveShopTermsSettings(form).catch(() => ({ ok: false, error: "failed" }) as const);
      if (result.ok) {
        setForm(result.form);
        setErrors({});
        toast.success(t("saved"));
      } else if (result.error === "fields") setErrors(result.errors);
      else if (result.error === "unauthorized") toast.error(t("unauthorized"));
      else toast.error(t("failed"));
    });
  };

  const field = (
    name: ShopTermsField,
    value: string,
    set: (value: string) => void,
    unit: "usd" | "percent",
  ) => {
    const id = `shop-terms-${name.replace(".", "-")}`;
    const code = errors[name];
    const error = code ? t(`errors.${code}`) : undefined;
    const hint = name === "freeShippingThreshold" ? t("thresholdHint") : undefined;
    return (
      <Field
        id={id}
        label={t(
          name === "freeShippingThreshold"
            ? "fields.freeShippingThreshold"
            : name.endsWith(".percent")
              ? "fields.percent"
              : "fields.fixed",
        )}
        error={error}
        hint={hint}
      >
        <div className="flex items-center gap-2">
          {unit === "usd" ? <span aria-hidden>$</span> : null}
          <Input
            {...fieldControlProps(id, { error, hint, name })}
            inputMode="decimal"
            autoComplete="off"
            value={value}
            maxLength={12}
            className="max-w-40"
            onChange={(event) => {
              set(event.target.value);
              setErrors((current) => ({ ...current, [name]: undefined }));
            }}
          />
          {unit === "percent" ? <span aria-hidden>%</span> : <span className="text-sm">USD</span>}
        </div>
      </Field>
    );
  };

  return (
    <Card data-testid="shop-terms-card">
      <CardContent className="grid gap-6 p-6">
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold">{t("title")}</h2>
          <p className="text-sm text-muted-foreground">{t("description")}</p>
        </div>
        <form onSubmit={save} className="grid gap-5" noValidate>
          {field(
            "freeShippingThreshold",
            form.freeShippingThreshold,
            (value) => setForm((current) => ({ ...current, freeShippingThreshold: value })),
            "usd",
          )}
          {(["card", "paypal"] as const).map((method) => (
            <fieldset key={method} className="grid gap-3 sm:grid-cols-2">
              <legend className="mb-2 font-medium">{t(`methods.${method}`)}</legend>
              {field(
                `${method}.percent`,
                form[method].percent,
                (value) =>
                  setForm((current) => ({ ...current, [method]: { ...current[method], percent: value } })),
                "percent",
              )}
              {field(
                `${method}.fixed`,
                form[method].fixed,
                (value) =>
                  setForm((current) => ({ ...current, [method]: { ...current[method], fixed: value } })),
                "usd",
              )}
            </fieldset>
          ))}
          <p className="text-sm text-muted-foreground">{t("feesHint")}</p>
          <div>
            <Button type="submit" disabled={pending}>
              {pending ? t("saving") : t("save")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
