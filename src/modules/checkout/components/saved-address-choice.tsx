"use client";

import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { matchingSavedAddress, type CheckoutSavedAddress } from "./checkout-account";
import type { CheckoutData } from "./checkout-data";

type Props = {
  address: CheckoutData["address"];
  saved: CheckoutSavedAddress[];
  countryName: (code: string) => string;
  /** Fills every address field: a saved address, or empty fields (keeping the country) for a new one. */
  onChoose: (address: CheckoutData["address"]) => void;
};

/**
 * A signed-in customer's saved addresses, above the address fields: choosing one fills them. The
 * list shows which one the fields hold (the default at first), or "a new address" once edited.
 */
export function SavedAddressChoice({ address, saved, countryName, onChoose }: Props) {
  const t = useTranslations("checkout.savedAddresses");
  if (saved.length === 0) return null;
  const current = matchingSavedAddress(address, saved);
  return (
    <Field id="checkout-saved-address" label={t("label")}>
      <NativeSelect
        id="checkout-saved-address"
        name="savedAddress"
        value={current?.id ?? ""}
        onChange={(event) => {
          const chosen = saved.find((candidate) => candidate.id === event.target.value);
          onChoose(
            chosen?.address ?? {
              name: "",
              company: "",
              address: "",
              city: "",
              state: "",
              postalCode: "",
              country: address.country,
            },
          );
        }}
      >
        <option value="">{t("newAddress")}</option>
        {saved.map((candidate) => {
          const { name, address: street, city, country } = candidate.address;
          const label = [name, street, city, countryName(country)].join(", ");
          return (
            <option key={candidate.id} value={candidate.id}>
              {candidate.isDefault ? t("defaultOption", { address: label }) : label}
            </option>
          );
        })}
      </NativeSelect>
    </Field>
  );
}

/** "Save this address to my account": offered when signed in and the fields hold no saved address. */
export function SaveAddressCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useTranslations("checkout.savedAddresses");
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        name="saveAddress"
        className="size-4 accent-primary"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {t("save")}
    </label>
  );
}
