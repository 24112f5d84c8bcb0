"use client";

import { useTranslations } from "next-intl";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { EditableProduct } from "@/modules/catalog/server";
import type { Locale } from "@/modules/i18n";
import { fieldId } from "../product-form";

type AreaValue = { code: string; cutLine: boolean };

type Props = {
  /** The stored areas: names and trim sizes to show. */
  areas: EditableProduct["printAreas"];
  values: AreaValue[];
  locale: Locale;
  errorText: (path: string) => string | undefined;
  onChange: (values: AreaValue[], path: string) => void;
};

/**
 * The product's print areas with their trim sizes, and for each whether its designs must carry a cut
 * line (docs/product-rules.md#cut-lines): a die-cut sticker's. The import sets it from the account's
 * `cut_line_required`; staff change it here when the account's answer was wrong or the product changes.
 */
export function AdminPrintAreas({ areas, values, locale, errorText, onChange }: Props) {
  const t = useTranslations("admin.catalog.printAreas");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("hint")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {errorText("printAreas") ? (
          <p role="alert" className="text-sm text-destructive">
            {errorText("printAreas")}
          </p>
        ) : null}
        <ul className="grid gap-3">
          {values.map((value, i) => {
            const area = areas.find((candidate) => candidate.code === value.code);
            const id = fieldId(`printAreas.${i}.cutLine`);
            return (
              <li key={value.code} className="grid gap-1 border-t pt-3 first:border-t-0 first:pt-0">
                <p className="text-sm font-medium">
                  {area?.name[locale] ?? value.code}{" "}
                  <span className="font-normal text-muted-foreground">
                    {area ? t("size", { width: area.widthMm, height: area.heightMm }) : null}
                  </span>
                </p>
                <label htmlFor={id} className="flex items-center gap-3 text-sm">
                  <input
                    id={id}
                    type="checkbox"
                    className="size-5 accent-primary"
                    checked={value.cutLine}
                    onChange={(event) =>
                      onChange(
                        values.map((other, j) =>
                          j === i ? { ...other, cutLine: event.target.checked } : other,
                        ),
                        `printAreas.${i}.cutLine`,
                      )
                    }
                  />
                  {t("cutLine")}
                </label>
              </li>
            );
          })}
        </ul>
        <p className="text-xs text-muted-foreground">{t("cutLineHint")}</p>
      </CardContent>
    </Card>
  );
}
