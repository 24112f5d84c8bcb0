"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Field, fieldControlProps } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toaster";
import type { Currency } from "@/modules/i18n";
import { saveReportSettings } from "../actions";
import type { ReportSettings, ReportSettingsErrors } from "../report-settings";

/** Time zone and reporting currency of the overview: two choices, saved together (validated, audited). */
export function ReportSettingsForm({
  settings: initial,
  timeZones,
  currencies,
}: {
  settings: ReportSettings;
  timeZones: string[];
  currencies: Currency[];
}) {
  const t = useTranslations("admin.settings.report");
  const [timeZone, setTimeZone] = useState(initial.timeZone);
  const [currency, setCurrency] = useState<string>(initial.currency);
  const [errors, setErrors] = useState<ReportSettingsErrors>({});
  const [pending, startWork] = useTransition();

  const save = (event: FormEvent) => {
    event.preventDefault();
    startWork(async () => {
      const result = await saveReportSettings({ timeZone, currency }).catch(
        () => ({ ok: false, error: "failed" }) as const,
      );
      if (result.ok) {
        setErrors({});
        toast.success(t("saved"));
      } else if (result.error === "fields") setErrors(result.errors);
      else if (result.error === "unauthorized") toast.error(t("unauthorized"));
      else toast.error(t("failed"));
    });
  };

  const zoneError = errors.timeZone && t(`errors.${errors.timeZone}`);
  const currencyError = errors.currency && t(`errors.${errors.currency}`);
  return (
    <Card>
      <CardContent className="grid gap-6 p-6">
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold">{t("title")}</h2>
          <p className="text-sm text-muted-foreground">{t("description")}</p>
        </div>
        <form onSubmit={save} className="grid gap-5 sm:grid-cols-2" noValidate>
          <Field id="shop-time-zone" label={t("timeZone")} error={zoneError} hint={t("timeZoneHint")}>
            <NativeSelect
              {...fieldControlProps("shop-time-zone", {
                error: zoneError,
                hint: t("timeZoneHint"),
                name: "timeZone",
              })}
              value={timeZone}
              onChange={(event) => {
                setTimeZone(event.target.value);
                setErrors((current) => ({ ...current, timeZone: undefined }));
              }}
            >
              {timeZones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="reporting-currency" label={t("currency")} error={currencyError} hint={t("currencyHint")}>
            <NativeSelect
              {...fieldControlProps("reporting-currency", {
                error: currencyError,
                hint: t("currencyHint"),
                name: "currency",
              })}
              value={currency}
              onChange={(event) => {
                setCurrency(event.target.value);
                setErrors((current) => ({ ...current, currency: undefined }));
              }}
            >
              {currencies.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={pending}>
              {pending ? t("saving") : t("save")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
