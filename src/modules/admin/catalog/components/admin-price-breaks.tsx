"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { MAX_PERCENT_OFF, MAX_PRICE_BREAKS } from "@/modules/catalog";
import { fieldId } from "../product-form";

/** One row as typed: both numbers stay text until the schema reads them. */
export type PriceBreakRow = { minQuantity: string; percentOff: string };

type Props = {
  rows: PriceBreakRow[];
  errorText: (path: string) => string | undefined;
  /** The new rows, and the path whose errors the change makes stale. */
  onChange: (rows: PriceBreakRow[], path: string) => void;
};

/**
 * The price breaks of a product (docs/product-rules.md#price-breaks), shared by the edit and the import
 * form: up to five rows of "from quantity" and "percent off"; the schema and the server check them.
 */
export function AdminPriceBreaks({ rows, errorText, onChange }: Props) {
  const t = useTranslations("admin.catalog.priceBreaks");
  const setRow = (index: number, field: keyof PriceBreakRow, value: string) =>
    onChange(
      rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)),
      `priceBreaks.${index}.${field}`,
    );
  const control = (path: string) => fieldControlProps(fieldId(path), { error: errorText(path), name: path });

  return (
    <Card data-testid="admin-price-breaks">
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("hint", { max: MAX_PRICE_BREAKS, percent: MAX_PERCENT_OFF })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {rows.length === 0 ? <p className="text-sm text-muted-foreground">{t("none")}</p> : null}
        {rows.map((row, index) => (
          <fieldset key={index} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
            <legend className="sr-only">{t("row", { number: index + 1 })}</legend>
            <Field
              id={fieldId(`priceBreaks.${index}.minQuantity`)}
              label={t("fromQuantity")}
              error={errorText(`priceBreaks.${index}.minQuantity`)}
              required
            >
              <Input
                {...control(`priceBreaks.${index}.minQuantity`)}
                value={row.minQuantity}
                inputMode="numeric"
                autoComplete="off"
                maxLength={7}
                className="max-w-32 tabular-nums"
                onChange={(event) => setRow(index, "minQuantity", event.target.value)}
              />
            </Field>
            <Field
              id={fieldId(`priceBreaks.${index}.percentOff`)}
              label={t("percentOff")}
              error={errorText(`priceBreaks.${index}.percentOff`)}
              required
            >
              <div className="flex items-center gap-2">
                <Input
                  {...control(`priceBreaks.${index}.percentOff`)}
                  value={row.percentOff}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={3}
                  className="max-w-24 tabular-nums"
                  onChange={(event) => setRow(index, "percentOff", event.target.value)}
                />
                <span aria-hidden className="text-muted-foreground">
                  %
                </span>
              </div>
            </Field>
            <Button
              type="button"
              variant="ghost"
              onClick={() =>
                onChange(
                  rows.filter((_, i) => i !== index),
                  "priceBreaks",
                )
              }
            >
              {t("remove", { number: index + 1 })}
            </Button>
          </fieldset>
        ))}
        {errorText("priceBreaks") ? (
          <p role="alert" className="text-sm text-destructive">
            {errorText("priceBreaks")}
          </p>
        ) : null}
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={rows.length >= MAX_PRICE_BREAKS}
            onClick={() => onChange([...rows, { minQuantity: "", percentOff: "" }], "priceBreaks")}
          >
            {t("add")}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
