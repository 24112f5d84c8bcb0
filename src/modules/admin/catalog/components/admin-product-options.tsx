"use client";

import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NAME_MAX_LENGTH } from "@/modules/catalog";
import type { EditableProduct } from "@/modules/catalog/server";
import type { Locale } from "@/modules/i18n";
import { Link } from "@/modules/i18n/components/navigation";
import { fieldId, type CatalogFormValues } from "../product-form";

type Props = {
  /** The stored options: their names and what each value changes at the printer. */
  options: EditableProduct["options"];
  values: CatalogFormValues["options"];
  locale: Locale;
  errorText: (path: string) => string | undefined;
  /** The new options and the path of the value that changed (its errors are cleared). */
  onChange: (options: CatalogFormValues["options"], path: string) => void;
  /** Where staff add and remove options, from the account's families (docs/admin.md#offered-options). */
  manageHref: string;
};

const LANGUAGES = ["en", "th"] as const;
type FormValue = CatalogFormValues["options"][number]["values"][number];

/**
 * Each option's values: names in both languages and the price each adds, in dollars (negative lowers
 * the price). Which options and values exist is the options form's (`manageHref`): each maps to what
 * the printer makes.
 * A value that changes nothing at the printer costs nothing, so its price is not editable.
 */
export function AdminProductOptions({ options, values, locale, errorText, onChange, manageHref }: Props) {
  const t = useTranslations("admin.catalog");

  const change = (i: number, j: number, next: (value: FormValue) => FormValue) =>
    onChange(
      values.map((option, oi) =>
        oi === i
          ? { ...option, values: option.values.map((value, vj) => (vj === j ? next(value) : value)) }
          : option,
      ),
      `options.${i}.values.${j}`,
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("options")}</CardTitle>
        <CardDescription>{t("optionsHint")}</CardDescription>
        <Link href={manageHref} className={buttonVariants({ variant: "outline", className: "w-fit" })}>
          {t("offeredOptions.manage")}
        </Link>
      </CardHeader>
      <CardContent className="grid gap-6">
        {options.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("offeredOptions.none")}</p>
        ) : null}
        {options.map((option, i) => (
          <fieldset key={option.code} className="grid gap-3">
            <legend className="mb-2 text-sm font-semibold">
              {option.name[locale]}{" "}
              <span className="font-mono text-xs text-muted-foreground">({option.code})</span>
            </legend>
            {option.values.map((stored, j) => {
              const value = values[i]?.values[j];
              if (!value) return null;
              const base = `options.${i}.values.${j}`;
              const free = stored.providerKind === "none";
              const priceHint = free ? t("modifierFree") : t("modifierHint");
              return (
                <div
                  key={stored.code}
                  className="grid gap-3 rounded-[var(--radius)] border border-border p-3 md:grid-cols-[1fr_1fr_10rem]"
                  data-testid="product-option-value"
                >
                  {LANGUAGES.map((language) => {
                    const path = `${base}.name.${language}`;
                    return (
                      <Field
                        key={language}
                        id={fieldId(path)}
                        label={t("valueName", { value: stored.code, language: t(`languages.${language}`) })}
                        error={errorText(path)}
                        required
                      >
                        <Input
                          {...fieldControlProps(fieldId(path), { error: errorText(path), name: path })}
                          lang={language}
                          value={value.name[language]}
                          maxLength={NAME_MAX_LENGTH}
                          required
                          onChange={(event) =>
                            change(i, j, (v) => ({
                              ...v,
                              name: { ...v.name, [language]: event.target.value },
                            }))
                          }
                        />
                      </Field>
                    );
                  })}
                  <Field
                    id={fieldId(`${base}.priceModifier`)}
                    label={t("modifier", { value: stored.name[locale] })}
                    error={errorText(`${base}.priceModifier`)}
                    hint={priceHint}
                  >
                    <Input
                      {...fieldControlProps(fieldId(`${base}.priceModifier`), {
                        error: errorText(`${base}.priceModifier`),
                        hint: priceHint,
                        name: `${base}.priceModifier`,
                      })}
                      value={value.priceModifier}
                      inputMode="decimal"
                      autoComplete="off"
                      maxLength={20}
                      readOnly={free}
                      className="tabular-nums"
                      onChange={(event) => change(i, j, (v) => ({ ...v, priceModifier: event.target.value }))}
                    />
                  </Field>
                </div>
              );
            })}
          </fieldset>
        ))}
      </CardContent>
    </Card>
  );
}
