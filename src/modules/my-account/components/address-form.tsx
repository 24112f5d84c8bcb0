"use client";

import { useLocale, useTranslations } from "next-intl";
import { translateOr } from "@/modules/i18n";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { addressRegions, canonicalRegion, regionLabel } from "@/lib/address";
import { ADDRESS_FIELDS, type AddressField, type FieldErrors } from "@/modules/accounts";

export type AddressValues = Record<AddressField, string>;
export type CountryChoice = { code: string; name: string };

const optionalFields = new Set<AddressField>(["company", "addressLine2", "state"]);
const autoComplete: Record<AddressField, string> = {
  name: "name",
  company: "organization",
  addressLine1: "address-line1",
  addressLine2: "address-line2",
  city: "address-level2",
  state: "address-level1",
  postalCode: "postal-code",
  country: "country",
};

type Props = {
  title: string;
  initial: AddressValues;
  countries: CountryChoice[];
  errors: FieldErrors<AddressField>;
  saving: boolean;
  onSubmit: (values: AddressValues) => void;
  onCancel: () => void;
};

/**
 * The checkout's address fields (name, company, address, city, state, postal code, country), each with
 * its autofill token, plus a second address line. Where the country names a region (US and Canadian
 * states, Thai provinces) the state is required and chosen from the same list checkout offers. The
 * server validates (checkout's rules); its message keys are shown under the fields. The first field takes the focus when the form opens, and the first wrong one
 * after a refused save.
 */
export function AddressForm({ title, initial, countries, errors, saving, onSubmit, onCancel }: Props) {
  const t = useTranslations("addresses");
  const locale = useLocale();
  const [values, setValues] = useState(initial);
  const regions = addressRegions(values.country);
  const province = values.country === "TH";
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => formRef.current?.querySelector("input")?.focus(), []);
  useEffect(() => {
    const first = ADDRESS_FIELDS.find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors]);

  const errorText = (field: AddressField) => {
    const key = errors[field];
    if (!key) return undefined;
    return translateOr(t, `errors.${key}`, t("errors.required"));
  };
  const change = (field: AddressField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={title}
      className="grid gap-4 rounded-[var(--radius)] border border-border bg-muted/30 p-4 sm:grid-cols-2"
      data-testid="address-form"
    >
      <h3 className="font-semibold sm:col-span-2">{title}</h3>
      {ADDRESS_FIELDS.map((field) => {
        const error = errorText(field);
        const control = fieldControlProps(`address-${field}`, { name: field, error });
        const optional = optionalFields.has(field) && !(field === "state" && regions.length > 0);
        const label = field === "state" && province ? t("fields.province") : t(`fields.${field}`);
        const wide =
          field === "name" || field === "company" || field === "addressLine1" || field === "addressLine2";
        return (
          <div key={field} className={wide ? "sm:col-span-2" : undefined}>
            <Field
              id={control.id}
              label={label}
              error={error}
              required={!optional}
              optionalText={optional ? t("optional") : undefined}
            >
              {field === "country" ? (
                <NativeSelect
                  {...control}
                  autoComplete={autoComplete[field]}
                  required
                  value={values.country}
                  onChange={(event) => change("country", event.target.value)}
                >
                  <option value="">{t("countryPlaceholder")}</option>
                  {countries.map((country) => (
                    <option key={country.code} value={country.code}>
                      {country.name}
                    </option>
                  ))}
                </NativeSelect>
              ) : field === "state" && regions.length > 0 ? (
                <NativeSelect
                  {...control}
                  autoComplete={autoComplete[field]}
                  required
                  aria-required
                  value={canonicalRegion(values.country, values.state)}
                  onChange={(event) => change("state", event.target.value)}
                >
                  <option value="">{t(province ? "provincePlaceholder" : "statePlaceholder")}</option>
                  {regions.map((region) => (
                    <option key={region.code} value={region.code}>
                      {regionLabel(region, locale)}
                    </option>
                  ))}
                </NativeSelect>
              ) : (
                <Input
                  {...control}
                  autoComplete={autoComplete[field]}
                  required={!optional}
                  aria-required={optional ? undefined : true}
                  value={values[field]}
                  onChange={(event) => change(field, event.target.value)}
                />
              )}
            </Field>
          </div>
        );
      })}
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t("saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}
