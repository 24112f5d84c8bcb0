"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { DESCRIPTION_MAX_LENGTH, productEditErrors, productImportInput } from "@/modules/catalog";
import { localizedPath, type Locale } from "@/modules/i18n";
import { importProduct, type ImportProductActionResult } from "../actions";
import {
  importFormToInput,
  initialImportValues,
  type ImportFormValues,
  type ImportSource,
} from "../import-form";
import { formPathOf } from "../offered-options-form";
import { fieldId } from "../product-form";
import { AdminBackSideSelect } from "./admin-back-side-select";
import { AdminOfferedOptions } from "./admin-offered-options";
import { MockupAreaFields, MockupAreaThumbnail } from "./mockup-area-fields";
import { useFieldErrors } from "./use-field-errors";
import { AdminPriceBreaks } from "./admin-price-breaks";
import { AdminSizeChart } from "./admin-size-chart";
import { ProductPictureUpload } from "./product-picture-upload";
import { AdminBackLink } from "@/modules/admin/shared/components/admin-back-link";

type Props = {
  source: ImportSource;
  categories: { slug: string; name: string }[];
  backHref: string;
  locale: Locale;
};

const LANGUAGES = ["en", "th"] as const;

/** A copy of `values` with the field at `path` ("options.2.values.0.name.th") set to `value`. */
function withField(values: ImportFormValues, path: string, value: unknown): ImportFormValues {
  const next = structuredClone(values) as unknown as Record<string, unknown>;
  const keys = path.split(".");
  let target = next;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return next as unknown as ImportFormValues;
}

function fieldAt(values: ImportFormValues, path: string): unknown {
  return path.split(".").reduce<unknown>((target, key) => (target as Record<string, unknown>)[key], values);
}

/**
 * Creates a shop product from a provider product (docs/admin.md#provider-catalogue): names,
 * descriptions and unit words in both languages, a category, the price and quantities, a picture,
 * and which of the account's option families and values are offered, each with its names and price.
 * The product is made not for sale; its edit page then shows cost against price and publishes it.
 */
export function AdminProductImportForm({ source, categories, backHref, locale }: Props) {
  const t = useTranslations("admin.catalog.import");
  const tc = useTranslations("admin.catalog");
  const router = useRouter();
  const [values, setValues] = useState(() => initialImportValues(source, categories[0]?.slug ?? ""));
  const { errorText, forget, show } = useFieldErrors();
  const [saving, startSaving] = useTransition();

  const set = (path: string, value: unknown) => {
    setValues((current) => withField(current, path, value));
    forget(path);
  };
  // The server answers paths of what it was sent (offered options only): mapped onto the whole form.
  const showErrors = (sent: Record<string, string>) =>
    show(Object.fromEntries(Object.entries(sent).map(([path, key]) => [formPathOf(path, values), key])));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = importFormToInput(values);
    const checked = productImportInput.safeParse(input);
    if (!checked.success) return showErrors(productEditErrors(checked.error));
    startSaving(async () => {
      const result: ImportProductActionResult = await importProduct(input).catch(
        () => ({ ok: false, error: "failed" }) as const,
      );
      if (result.ok) {
        toast.success(t("created"), { description: t("createdBody") });
        router.push(localizedPath(locale, `/admin/database/catalog/${result.id}`));
      } else if (result.error === "invalid") showErrors(result.fieldErrors);
      else toast.error(t(`errors.${result.error}`));
    });
  };

  /** A text control bound to `path`, with its label, hint and error. */
  const text = (
    path: string,
    label: string,
    options: { hint?: string; multiline?: boolean; mono?: boolean } = {},
  ) => {
    const id = fieldId(path);
    const control = {
      ...fieldControlProps(id, { error: errorText(path), hint: options.hint, name: path }),
      value: String(fieldAt(values, path) ?? ""),
      onChange: (event: { target: { value: string } }) => set(path, event.target.value),
    };
    return (
      <Field id={id} label={label} error={errorText(path)} hint={options.hint} required>
        {options.multiline ? (
          <Textarea {...control} rows={4} maxLength={DESCRIPTION_MAX_LENGTH} />
        ) : (
          <Input {...control} autoComplete="off" className={options.mono ? "font-mono" : undefined} />
        )}
      </Field>
    );
  };
  const bothLanguages = (render: (language: (typeof LANGUAGES)[number]) => ReactNode) => (
    <div className="grid gap-4 md:grid-cols-2">
      {LANGUAGES.map((language) => (
        <div key={language} lang={language} className="grid content-start gap-4">
          {render(language)}
        </div>
      ))}
    </div>
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-labelledby="import-title">
      <AdminBackLink href={backHref}>{t("back")}</AdminBackLink>
      <div className="grid gap-1">
        <h2 id="import-title" className="text-lg font-semibold">
          {t("title", { name: source.name })}
        </h2>
        <p className="font-mono text-xs text-muted-foreground">{source.reference}</p>
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{tc("texts")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {bothLanguages((language) => (
            <>
              {text(`name.${language}`, t("nameIn", { language: tc(`languages.${language}`) }))}
              {text(
                `description.${language}`,
                t("descriptionIn", { language: tc(`languages.${language}`) }),
                {
                  multiline: true,
                },
              )}
              {text(`unit.${language}`, t("unitIn", { language: tc(`languages.${language}`) }), {
                hint: t("unitHint"),
              })}
            </>
          ))}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t("selling")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          {text("reference", t("reference"), { hint: t("referenceHint"), mono: true })}
          <Field id={fieldId("category")} label={t("category")} error={errorText("category")} required>
            <NativeSelect
              {...fieldControlProps(fieldId("category"), { error: errorText("category"), name: "category" })}
              value={values.category}
              onChange={(event) => set("category", event.target.value)}
            >
              {categories.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {text("basePrice", tc("basePrice"), { hint: tc("basePriceHint") })}
          <Field
            id={fieldId("sides")}
            label={t("sides")}
            hint={t("sidesHint")}
            error={errorText("sides")}
            required
          >
            <NativeSelect
              {...fieldControlProps(fieldId("sides"), {
                error: errorText("sides"),
                hint: t("sidesHint"),
                name: "sides",
              })}
              value={values.sides}
              onChange={(event) => set("sides", event.target.value)}
            >
              <option value="1">{t("oneSide")}</option>
              {/* Two sides only where the account prints two (or doesn't say). */}
              {(source.printableSides ?? 2) >= 2 ? <option value="2">{t("twoSides")}</option> : null}
            </NativeSelect>
          </Field>
          {text("minQuantity", t("minQuantity"))}
          {text("maxQuantity", t("maxQuantity"))}
        </CardContent>
      </Card>

      <AdminPriceBreaks
        rows={values.priceBreaks}
        errorText={errorText}
        onChange={(rows) => set("priceBreaks", rows)}
      />

      <Card>
        <CardHeader>
          <CardTitle>{t("picture")}</CardTitle>
          <CardDescription>{t("pictureHint")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ProductPictureUpload onUploaded={(url) => set("image.url", url)} />
          {text("image.url", t("pictureUrl"), { mono: true })}
          <div className="grid gap-3 sm:grid-cols-[6rem_1fr]">
            {values.image.url ? (
              <MockupAreaThumbnail url={values.image.url} area={values.image.mockupArea ?? null} />
            ) : (
              <span aria-hidden />
            )}
            <MockupAreaFields
              path="image.mockupArea"
              area={values.image.mockupArea ?? null}
              errorText={errorText}
              onChange={(area) => set("image.mockupArea", area)}
            />
          </div>
          {bothLanguages((language) =>
            text(`image.alt.${language}`, tc("altText", { language: tc(`languages.${language}`) })),
          )}
        </CardContent>
      </Card>

      <AdminOfferedOptions
        options={values.options}
        set={set}
        errorText={errorText}
        description={t("optionsHint")}
      />

      {values.sides === "2" ? (
        <AdminBackSideSelect
          options={values.options}
          value={values.backWith}
          onChange={(backWith) => set("backWith", backWith)}
          error={errorText("backWith")}
        />
      ) : null}

      <AdminSizeChart
        chart={values.sizeChart}
        onChange={(chart, path) => {
          setValues((current) => ({ ...current, sizeChart: chart }));
          forget(path);
        }}
        errorText={errorText}
        description={source.sizeChart ? t("sizeChartFromAccount") : undefined}
      />

      <Card className="sticky bottom-0 z-10">
        <CardContent className="flex flex-wrap items-center justify-between gap-3 p-4">
          <CardDescription>{t("createHint")}</CardDescription>
          <Button type="submit" disabled={saving}>
            {saving ? t("creating") : t("create")}
          </Button>
        </CardContent>
      </Card>
    </form>
  );
}
