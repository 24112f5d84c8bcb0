"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import {
  MAX_CHART_MEASURES,
  MAX_CHART_ROWS,
  MEASURE_NAME_MAX_LENGTH,
  SIZE_LABEL_MAX_LENGTH,
  type SizeChartForm,
} from "@/modules/catalog";
import { fieldId } from "../product-form";

type Props = {
  /** The chart as typed; null for a product without one. */
  chart: SizeChartForm | null;
  /** `path` is the part that changed, so the form forgets its errors. */
  onChange: (chart: SizeChartForm | null, path: string) => void;
  errorText: (path: string) => string | undefined;
  /** Where a prefilled chart came from, e.g. the account's specs. */
  description?: string;
};

const LANGUAGES = ["en", "th"] as const;
const EMPTY_CHART: SizeChartForm = { measures: [{ en: "", th: "" }], rows: [{ label: "", mm: [""] }] };

/**
 * A garment's size chart in the import and edit forms (docs/admin.md#size-chart): measures named in both
 * languages, one row per size with millimetres per measure. Staff add and remove measures and sizes, or
 * the whole chart; the server checks it with the same schema (size-chart.ts).
 */
export function AdminSizeChart({ chart, onChange, errorText, description }: Props) {
  const t = useTranslations("admin.catalog.sizeChart");
  const tc = useTranslations("admin.catalog");
  const path = (rest: string) => `sizeChart.${rest}`;

  const text = (
    at: string,
    label: string,
    value: string,
    change: (value: string) => SizeChartForm,
    options: { maxLength: number; lang?: string; numeric?: boolean },
  ) => {
    const id = fieldId(path(at));
    const error = errorText(path(at));
    return (
      <div lang={options.lang}>
        <Field id={id} label={label} error={error} required={!options.numeric}>
          <Input
            {...fieldControlProps(id, { error, name: path(at) })}
            value={value}
            maxLength={options.maxLength}
            autoComplete="off"
            inputMode={options.numeric ? "numeric" : undefined}
            className={options.numeric ? "max-w-32 tabular-nums" : undefined}
            onChange={(event) => onChange(change(event.target.value), path(at))}
          />
        </Field>
      </div>
    );
  };

  const tableError = errorText("sizeChart.measures") ?? errorText("sizeChart.rows");

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{description ?? t("hint")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {!chart ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground">{t("none")}</p>
            <Button type="button" variant="outline" onClick={() => onChange(EMPTY_CHART, "sizeChart")}>
              {t("add")}
            </Button>
          </div>
        ) : (
          <>
            {tableError ? (
              <p role="alert" className="text-sm text-destructive">
                {tableError}
              </p>
            ) : null}
            <fieldset className="grid gap-4">
              <legend className="mb-2 text-sm font-semibold">{t("measures")}</legend>
              {chart.measures.map((measure, i) => (
                <div key={i} className="grid items-end gap-3 border-t pt-3 sm:grid-cols-[1fr_1fr_auto]">
                  {LANGUAGES.map((language) =>
                    text(
                      `measures.${i}.${language}`,
                      t("measureName", { number: i + 1, language: tc(`languages.${language}`) }),
                      measure[language],
                      (value) => ({
                        ...chart,
                        measures: chart.measures.map((m, k) => (k === i ? { ...m, [language]: value } : m)),
                      }),
                      { maxLength: MEASURE_NAME_MAX_LENGTH, lang: language },
                    ),
                  )}
                  <Button
                    type="button"
                    variant="ghost"
                    disabled={chart.measures.length <= 1}
                    onClick={() =>
                      onChange(
                        {
                          measures: chart.measures.filter((_, k) => k !== i),
                          rows: chart.rows.map((row) => ({ ...row, mm: row.mm.filter((_, k) => k !== i) })),
                        },
                        "sizeChart",
                      )
                    }
                  >
                    {t("removeMeasure", { number: i + 1 })}
                  </Button>
                </div>
              ))}
              <div>
                <Button
                  type="button"
                  variant="outline"
                  disabled={chart.measures.length >= MAX_CHART_MEASURES}
                  onClick={() =>
                    onChange(
                      {
                        measures: [...chart.measures, { en: "", th: "" }],
                        rows: chart.rows.map((row) => ({ ...row, mm: [...row.mm, ""] })),
                      },
                      "sizeChart",
                    )
                  }
                >
                  {t("addMeasure")}
                </Button>
              </div>
            </fieldset>
            <fieldset className="grid gap-4">
              <legend className="mb-2 text-sm font-semibold">{t("sizes")}</legend>
              <p className="text-xs text-muted-foreground">{t("mmHint")}</p>
              {chart.rows.map((row, j) => (
                <div key={j} className="flex flex-wrap items-end gap-3 border-t pt-3">
                  {text(
                    `rows.${j}.label`,
                    t("sizeLabel", { number: j + 1 }),
                    row.label,
                    (value) => ({
                      ...chart,
                      rows: chart.rows.map((r, k) => (k === j ? { ...r, label: value } : r)),
                    }),
                    { maxLength: SIZE_LABEL_MAX_LENGTH },
                  )}
                  {chart.measures.map((measure, i) =>
                    text(
                      `rows.${j}.mm.${i}`,
                      t("mmOf", {
                        measure: measure.en || t("measureNumber", { number: i + 1 }),
                        size: row.label || String(j + 1),
                      }),
                      row.mm[i] ?? "",
                      (value) => ({
                        ...chart,
                        rows: chart.rows.map((r, k) =>
                          k === j ? { ...r, mm: r.mm.map((mm, m) => (m === i ? value : mm)) } : r,
                        ),
                      }),
                      { maxLength: 10, numeric: true },
                    ),
                  )}
                  <Button
                    type="button"
                    variant="ghost"
                    disabled={chart.rows.length <= 1}
                    onClick={() =>
                      onChange({ ...chart, rows: chart.rows.filter((_, k) => k !== j) }, "sizeChart")
                    }
                  >
                    {t("removeSize", { size: row.label || String(j + 1) })}
                  </Button>
                </div>
              ))}
              <div className="flex flex-wrap justify-between gap-3">
                <Button
                  type="button"
                  variant="outline"
                  disabled={chart.rows.length >= MAX_CHART_ROWS}
                  onClick={() =>
                    onChange(
                      { ...chart, rows: [...chart.rows, { label: "", mm: chart.measures.map(() => "") }] },
                      "sizeChart",
                    )
                  }
                >
                  {t("addSize")}
                </Button>
                <Button type="button" variant="ghost" onClick={() => onChange(null, "sizeChart")}>
                  {t("remove")}
                </Button>
              </div>
            </fieldset>
          </>
        )}
      </CardContent>
    </Card>
  );
}
