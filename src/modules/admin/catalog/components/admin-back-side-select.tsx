"use client";

import { useLocale, useTranslations } from "next-intl";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, fieldControlProps } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { backWithChoices, backWithToInput, type OptionFormValues } from "../offered-options-form";
import { fieldId } from "../product-form";

type Props = {
  /** The options as the form holds them: only offered values can print the back. */
  options: OptionFormValues[];
  /** The chosen value's option reference; "" for "every order". */
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/**
 * Whether a double-sided product's back is printed on every order or only when the customer picks one
 * value, a T-shirt's "Front and back" (docs/product-rules.md#sides). Used by the import form and the
 * options form; a value no longer offered shows (and is sent) as "every order".
 */
export function AdminBackSideSelect({ options, value, onChange, error }: Props) {
  const t = useTranslations("admin.catalog.backSide");
  const locale = useLocale() === "th" ? "th" : "en";
  const id = fieldId("backWith");
  const shown = backWithToInput(options, value) ?? "";
  const label = (text: { en: string; th: string; code: string }) => text[locale] || text.en || text.code;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("intro")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Field id={id} label={t("label")} hint={t("hint")} error={error}>
          <NativeSelect
            {...fieldControlProps(id, { error, hint: t("hint"), name: "backWith" })}
            value={shown}
            onChange={(event) => onChange(event.target.value)}
          >
            <option value="">{t("always")}</option>
            {backWithChoices(options).map((choice) => (
              <option key={choice.reference} value={choice.reference}>
                {t("onlyWith", { option: label(choice.option), value: label(choice.value) })}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </CardContent>
    </Card>
  );
}
