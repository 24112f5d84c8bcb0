"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { OptionFormValues } from "../offered-options-form";
import { fieldId } from "../product-form";

type Props = {
  options: OptionFormValues[];
  /** Sets the field at `path` ("options.2.values.0.name.th") and forgets its errors. */
  set: (path: string, value: unknown) => void;
  errorText: (path: string) => string | undefined;
  description: string;
};

const LANGUAGES = ["en", "th"] as const;

/**
 * The account's option families, each offered or not, and within an offered one each value offered or
 * not, with its names and the price it adds (docs/admin.md#offered-options). A family not offered is
 * printed at the printer's default (its first value). Used by the import form and by an imported
 * product's options form, so both build options the same way.
 */
export function AdminOfferedOptions({ options, set, errorText, description }: Props) {
  const t = useTranslations("admin.catalog.import");
  const tc = useTranslations("admin.catalog");

  const text = (path: string, label: string) => {
    const id = fieldId(path);
    const value = path
      .split(".")
      .reduce<unknown>((target, key) => (target as Record<string, unknown>)[key], { options });
    return (
      <Field id={id} label={label} error={errorText(path)} required>
        <Input
          {...fieldControlProps(id, { error: errorText(path), name: path })}
          value={String(value ?? "")}
          autoComplete="off"
          onChange={(event) => set(path, event.target.value)}
        />
      </Field>
    );
  };
  const alert = (path: string) =>
    errorText(path) ? (
      <p role="alert" className="text-sm text-destructive">
        {errorText(path)}
      </p>
    ) : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{tc("options")}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {alert("options")}
        {options.length === 0 ? <p className="text-sm text-muted-foreground">{t("noOptions")}</p> : null}
        {options.map((option, i) => (
          <fieldset key={option.family} className="grid gap-4 rounded-md border p-4">
            <legend className="px-1 text-sm font-semibold">
              <label className="flex items-center gap-3">
                <input
                  id={fieldId(`options.${i}.offered`)}
                  type="checkbox"
                  className="size-5 accent-primary"
                  checked={option.offered}
                  onChange={(event) => set(`options.${i}.offered`, event.target.checked)}
                />
                {t("offerFamily", { family: option.family })}
              </label>
            </legend>
            {alert(`options.${i}.family`)}
            {alert(`options.${i}.code`)}
            {!option.offered ? (
              <p className="text-sm text-muted-foreground">
                {t("printerDefault", { value: option.values[0]?.note ?? "" })}
              </p>
            ) : (
              <>
                <div className="grid gap-4 md:grid-cols-2">
                  {LANGUAGES.map((language) => (
                    <div key={language} lang={language}>
                      {text(
                        `options.${i}.name.${language}`,
                        t("optionNameIn", { language: tc(`languages.${language}`) }),
                      )}
                    </div>
                  ))}
                </div>
                {alert(`options.${i}.values`)}
                <ul className="grid gap-4">
                  {option.values.map((value, j) => (
                    <li key={value.providerOption} className="grid gap-3 border-t pt-3">
                      <label className="flex flex-wrap items-center gap-3 text-sm">
                        <input
                          id={fieldId(`options.${i}.values.${j}.offered`)}
                          type="checkbox"
                          className="size-5 accent-primary"
                          checked={value.offered}
                          onChange={(event) => set(`options.${i}.values.${j}.offered`, event.target.checked)}
                        />
                        <span>{t("offerValue", { value: value.note })}</span>
                        <code className="text-xs text-muted-foreground">{value.providerOption}</code>
                        {j === 0 ? <Badge variant="secondary">{t("printerDefaultBadge")}</Badge> : null}
                      </label>
                      {alert(`options.${i}.values.${j}.providerOption`)}
                      {alert(`options.${i}.values.${j}.code`)}
                      {value.offered ? (
                        <div className="grid gap-3 sm:grid-cols-3">
                          {LANGUAGES.map((language) => (
                            <div key={language} lang={language}>
                              {text(
                                `options.${i}.values.${j}.name.${language}`,
                                tc("valueName", { value: value.note, language: tc(`languages.${language}`) }),
                              )}
                            </div>
                          ))}
                          {text(
                            `options.${i}.values.${j}.priceModifier`,
                            tc("modifier", { value: value.note }),
                          )}
                        </div>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </fieldset>
        ))}
      </CardContent>
    </Card>
  );
}
