"use client";

import { useTranslations } from "next-intl";
import { Field, fieldControlProps } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import type { EditableProduct } from "@/modules/catalog/server";
import type { Locale } from "@/modules/i18n";

type Props = {
  id: string;
  printAreas: EditableProduct["printAreas"];
  locale: Locale;
  value: string | undefined;
  error: string | undefined;
  onChange: (printArea: string | undefined) => void;
};

/**
 * Which of the customer's designs a picture's mockup area draws (docs/admin.md#mockup-area): a shirt
 * seen from behind draws the back. Left at the first, the product page draws the first design the
 * chosen options ask for. Only offered for a product with more than one print area.
 */
export function MockupPrintAreaSelect({ id, printAreas, locale, value, error, onChange }: Props) {
  const t = useTranslations("admin.catalog.mockup");
  if (printAreas.length < 2) return null;
  const hint = t("printAreaHint");
  return (
    <Field id={id} label={t("printArea")} error={error} hint={hint}>
      <NativeSelect
        {...fieldControlProps(id, { error, hint })}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{t("printAreaFirst", { area: printAreas[0]!.name[locale] })}</option>
        {printAreas.slice(1).map((area) => (
          <option key={area.code} value={area.code}>
            {area.name[locale]}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
