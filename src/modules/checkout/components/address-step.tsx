"use client";

import { useLocale, useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { ShippingState } from "@/modules/shipping";
import { canonicalRegion, regionLabel } from "@/lib/address";
import type { CheckoutFieldErrors } from "../schema";
import { matchingSavedAddress, type CheckoutAccount } from "./checkout-account";
import type { AddressField, CheckoutData } from "./checkout-data";
import { SaveAddressCheckbox, SavedAddressChoice } from "./saved-address-choice";
import { useErrorText } from "./use-error-text";

export type CountryChoice = { code: string; name: string };

type Props = {
  address: CheckoutData["address"];
  errors: CheckoutFieldErrors;
  countries: CountryChoice[];
  /** The country needs a state code (US, CA): the field is required and says so. */
  stateRequired: boolean;
  /** That country's states when the shipping service knows them: offered as a list instead. */
  states: ShippingState[];
  onChange: (field: AddressField, value: string) => void;
  /** The signed-in customer (saved addresses, "save this address"); null for a guest. */
  account: CheckoutAccount;
  saveAddress: boolean;
  onFill: (address: CheckoutData["address"]) => void;
  onSaveAddressChange: (save: boolean) => void;
};

/**
 * Step 1: where the parcel goes. Every field has its autofill token; company is optional, and so is
 * state except in the countries that need one, where it takes the short code ("NY"), chosen from the
 * list of the country's states when the shipping service has one.
 */
export function AddressStep(props: Props) {
  const { address, errors, countries, stateRequired, states, onChange, account } = props;
  const t = useTranslations("checkout.address");
  const locale = useLocale();
  const errorText = useErrorText();
  // Thailand's region is its province (จังหวัด), named so on the form.
  const province = address.country === "TH";

  const text = (
    field: AddressField,
    extra: ComponentProps<typeof Input>,
    { optional = false, hint }: { optional?: boolean; hint?: string } = {},
  ) => {
    const error = errorText(errors[field]);
    // `name` is the schema field name: the hook for autofill, browser tests and focusing the first error.
    const control = fieldControlProps(`checkout-${field}`, { name: field, error, hint });
    return (
      <Field
        id={control.id}
        label={t(field)}
        optionalText={optional ? t("optional") : undefined}
        required={!optional}
        error={error}
        hint={hint}
      >
        <Input
          {...control}
          {...extra}
          required={!optional}
          aria-required={optional ? undefined : true}
          value={address[field]}
          onChange={(event) => onChange(field, event.target.value)}
        />
      </Field>
    );
  };
  const stateError = errorText(errors.state);
  const stateControl = fieldControlProps("checkout-state", { name: "state", error: stateError });
  const stateList = (
    <Field id={stateControl.id} label={t(province ? "province" : "state")} error={stateError} required>
      <NativeSelect
        {...stateControl}
        autoComplete="address-level1"
        required
        aria-required
        value={canonicalRegion(address.country, address.state, {
          required: true,
          known: states.map((state) => state.code),
        })}
        onChange={(event) => onChange("state", event.target.value)}
      >
        <option value="">{t(province ? "provincePlaceholder" : "statePlaceholder")}</option>
        {states.map((state) => (
          <option key={state.code} value={state.code}>
            {regionLabel(state, locale)}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
  const countryError = errorText(errors.country);
  const countryControl = fieldControlProps("checkout-country", { name: "country", error: countryError });

  const countryName = (code: string) => countries.find((country) => country.code === code)?.name ?? code;
  const saved = account?.addresses ?? [];

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {saved.length > 0 ? (
        <div className="sm:col-span-2">
          <SavedAddressChoice
            address={address}
            saved={saved}
            countryName={countryName}
            onChoose={props.onFill}
          />
        </div>
      ) : null}
      <div className="sm:col-span-2">{text("name", { autoComplete: "name", autoCapitalize: "words" })}</div>
      <div className="sm:col-span-2">
        {text("company", { autoComplete: "organization" }, { optional: true })}
      </div>
      <div className="sm:col-span-2">{text("address", { autoComplete: "address-line1" })}</div>
      {text("city", { autoComplete: "address-level2", autoCapitalize: "words" })}
      {stateRequired && states.length > 0
        ? stateList
        : text(
            "state",
            { autoComplete: "address-level1", autoCapitalize: stateRequired ? "characters" : "words" },
            stateRequired ? { hint: t("stateCodeHint") } : { optional: true },
          )}
      {text("postalCode", {
        autoComplete: "postal-code",
        autoCapitalize: "characters",
        spellCheck: false,
      })}
      <Field id={countryControl.id} label={t("country")} error={countryError} required>
        <NativeSelect
          {...countryControl}
          autoComplete="country"
          required
          value={address.country}
          onChange={(event) => onChange("country", event.target.value)}
        >
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {account && !matchingSavedAddress(address, saved) ? (
        <div className="sm:col-span-2">
          <SaveAddressCheckbox checked={props.saveAddress} onChange={props.onSaveAddressChange} />
        </div>
      ) : null}
    </div>
  );
}
