"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState, useTransition, type FormEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import {
  DESCRIPTION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  priceBreakErrors,
  productEditErrors,
  productEditInput,
} from "@/modules/catalog";
import type { EditableProduct } from "@/modules/catalog/server";
import type { MarginReport } from "@/modules/fulfilment";
import type { Locale } from "@/modules/i18n";
import { saveProduct, type SaveProductResult } from "../actions";
import { catalogFormValues, fieldId, type CatalogFormValues } from "../product-form";
import { AdminPriceBreaks } from "./admin-price-breaks";
import { AdminPrintAreas } from "./admin-print-areas";
import { AdminProductImages } from "./admin-product-images";
import { AdminProductMargins, RefreshAfterSave } from "./admin-product-margins";
import { AdminProductOptions } from "./admin-product-options";
import { AdminSizeChart } from "./admin-size-chart";
import { useFieldErrors } from "./use-field-errors";
import { AdminBackLink } from "@/modules/admin/shared/components/admin-back-link";

type Props = {
  product: EditableProduct;
  backHref: string;
  locale: Locale;
  /** The margin guard's rows at the saved prices, for a product created from the provider's catalogue. */
  margins?: MarginReport;
  /** Where the account delivers, for the margins' country choice. */
  marginCountries?: string[];
};

const LANGUAGES = ["en", "th"] as const;

/**
 * One product's edit form (docs/admin.md#catalog): names and descriptions in both languages side by
 * side, base price, active flag, pictures, option values. The form checks with the server's own schema
 * before sending, so most mistakes are shown at once; the server checks again and answers the same
 * message keys. "Unsaved changes" compares with what was last saved, and leaving the page then asks.
 */
export function AdminProductForm({ product, backHref, locale, margins, marginCountries }: Props) {
  const t = useTranslations("admin.catalog");
  // Saves that changed something: the margins (the server's, at the saved prices) are asked again.
  const [saves, setSaves] = useState(0);
  const [saved, setSaved] = useState(product);
  const [values, setValues] = useState(() => catalogFormValues(product));
  const { errors, errorText, forget, show: showErrors, clear: clearErrors } = useFieldErrors();
  const [saving, startSaving] = useTransition();

  const unsaved = JSON.stringify(values) !== JSON.stringify(catalogFormValues(saved));
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  /** Changes the form and forgets the errors of what changed (the rest stay until the next save). */
  const update = (change: (current: CatalogFormValues) => CatalogFormValues, paths: string[] = []) => {
    setValues(change);
    forget(...paths);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = productEditInput.safeParse(values);
    if (!checked.success) return showErrors(productEditErrors(checked.error));
    const breakErrors = priceBreakErrors(checked.data.priceBreaks ?? [], saved);
    if (Object.keys(breakErrors).length) return showErrors(breakErrors);
    startSaving(async () => {
      const result: SaveProductResult = await saveProduct(values).catch(
        () => ({ ok: false, error: "failed" }) as const,
      );
      if (result.ok) {
        setSaved(result.product);
        setValues(catalogFormValues(result.product));
        clearErrors();
        toast.success(result.changed ? t("toast.saved") : t("toast.unchanged"), {
          description: result.changed ? t("toast.savedBody") : undefined,
        });
        if (result.changed) setSaves((count) => count + 1);
      } else if (result.error === "invalid") showErrors(result.fieldErrors);
      else toast.error(t(`toast.${result.error}`));
    });
  };

  const discard = () => {
    setValues(catalogFormValues(saved));
    clearErrors();
  };

  const localizedControl = (path: string, hint?: string) => ({
    ...fieldControlProps(fieldId(path), { error: errorText(path), hint, name: path }),
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-labelledby="admin-product-title">
      <AdminBackLink href={backHref}>{t("back")}</AdminBackLink>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="admin-product-title" className="text-lg font-semibold">
            {t("editTitle", { name: saved.name[locale] })}
          </h2>
          <p className="font-mono text-xs text-muted-foreground">
            #{saved.id} · {saved.reference}
          </p>
        </div>
        {unsaved ? (
          <Badge variant="warning" role="status" data-testid="product-unsaved">
            {t("unsaved")}
          </Badge>
        ) : null}
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{t("texts")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6 md:grid-cols-2">
          {LANGUAGES.map((language) => (
            <fieldset key={language} className="grid content-start gap-4" lang={language}>
              <legend className="mb-2 text-sm font-semibold">{t(`languages.${language}`)}</legend>
              <Field
                id={fieldId(`name.${language}`)}
                label={t("name")}
                error={errorText(`name.${language}`)}
                required
              >
                <Input
                  {...localizedControl(`name.${language}`)}
                  value={values.name[language]}
                  maxLength={NAME_MAX_LENGTH}
                  required
                  onChange={(event) =>
                    update(
                      (v) => ({ ...v, name: { ...v.name, [language]: event.target.value } }),
                      [`name.${language}`],
                    )
                  }
                />
              </Field>
              <Field
                id={fieldId(`description.${language}`)}
                label={t("description")}
                error={errorText(`description.${language}`)}
                hint={t("descriptionHint", { max: DESCRIPTION_MAX_LENGTH })}
                required
              >
                <Textarea
                  {...localizedControl(
                    `description.${language}`,
                    t("descriptionHint", { max: DESCRIPTION_MAX_LENGTH }),
                  )}
                  value={values.description[language]}
                  rows={5}
                  required
                  onChange={(event) =>
                    update(
                      (v) => ({ ...v, description: { ...v.description, [language]: event.target.value } }),
                      [`description.${language}`],
                    )
                  }
                />
              </Field>
            </fieldset>
          ))}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t("priceAndSale")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6 sm:grid-cols-2">
          <Field
            id={fieldId("basePrice")}
            label={t("basePrice")}
            error={errorText("basePrice")}
            hint={t("basePriceHint")}
            required
          >
            <div className="flex items-center gap-2">
              <span aria-hidden className="text-muted-foreground">
                $
              </span>
              <Input
                {...localizedControl("basePrice", t("basePriceHint"))}
                value={values.basePrice}
                inputMode="decimal"
                autoComplete="off"
                maxLength={20}
                className="max-w-40 tabular-nums"
                required
                onChange={(event) => update((v) => ({ ...v, basePrice: event.target.value }), ["basePrice"])}
              />
            </div>
          </Field>
          <div className="grid content-start gap-2">
            <label htmlFor={fieldId("active")} className="flex items-center gap-3 text-sm font-medium">
              <input
                id={fieldId("active")}
                name="active"
                type="checkbox"
                className="size-5 accent-primary"
                checked={values.active}
                aria-describedby={`${fieldId("active")}-hint${errors.active ? ` ${fieldId("active")}-error` : ""}`}
                aria-invalid={errors.active ? true : undefined}
                onChange={(event) => update((v) => ({ ...v, active: event.target.checked }))}
              />
              {t("activeLabel")}
            </label>
            <p id={`${fieldId("active")}-hint`} className="text-xs text-muted-foreground">
              {t("activeHint")}
            </p>
            {errors.active ? (
              <p id={`${fieldId("active")}-error`} role="alert" className="text-sm text-destructive">
                {errorText("active")}
              </p>
            ) : null}
          </div>
        </CardContent>
      </Card>

      {margins ? (
        <>
          <AdminProductMargins product={saved} report={margins} locale={locale} countries={marginCountries} />
          <RefreshAfterSave saves={saves} />
        </>
      ) : null}

      <AdminPriceBreaks
        rows={values.priceBreaks ?? []}
        errorText={errorText}
        onChange={(priceBreaks, path) => update((v) => ({ ...v, priceBreaks }), [path, "active"])}
      />

      <AdminProductImages
        images={values.images}
        options={saved.options}
        printAreas={saved.printAreas}
        locale={locale}
        errorText={errorText}
        onChange={(images) => update((v) => ({ ...v, images }), ["images"])}
      />

      <AdminProductOptions
        options={saved.options}
        values={values.options}
        locale={locale}
        errorText={errorText}
        onChange={(options, path) => update((v) => ({ ...v, options }), [path, "basePrice"])}
        manageHref={`/admin/database/catalog/${saved.id}/options`}
      />
      {errors.options ? (
        <p role="alert" className="text-sm text-destructive">
          {errorText("options")}
        </p>
      ) : null}

      <AdminPrintAreas
        areas={saved.printAreas}
        values={values.printAreas ?? []}
        locale={locale}
        errorText={errorText}
        onChange={(printAreas, path) => update((v) => ({ ...v, printAreas }), [path, "printAreas"])}
      />

      <AdminSizeChart
        chart={values.sizeChart}
        onChange={(sizeChart, path) => update((v) => ({ ...v, sizeChart }), [path])}
        errorText={errorText}
      />

      <Card className="sticky bottom-0 z-10">
        <CardContent className="flex flex-wrap items-center justify-between gap-3 p-4">
          <CardDescription>{unsaved ? t("unsavedHint") : t("savedHint")}</CardDescription>
          <div className="flex flex-wrap gap-3">
            <Button type="button" variant="ghost" onClick={discard} disabled={saving || !unsaved}>
              {t("discard")}
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? t("saving") : t("save")}
            </Button>
          </div>
        </CardContent>
      </Card>
    </form>
  );
}
