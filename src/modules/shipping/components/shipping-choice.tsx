"use client";

import { useTranslations } from "next-intl";
import { translateOr } from "@/modules/i18n";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
export type CountryChoice = { code: string; name: string };
/** A level offered there; days are the delivery estimate shown for it (production + transit). */
export type LevelChoice = { id: string; minDays: number; maxDays: number };

type Props = {
  countries: CountryChoice[];
  levels: LevelChoice[];
  country: string;
  level: string;
  onCountryChange: (code: string) => void;
  onLevelChange: (id: string) => void;
  /** The /pricing calculator starts without a country (Order Now waits for one). */
  countryPlaceholder?: string;
};

/** Shipping country and speed, as the quote needs them. */
export function ShippingChoice({
  countries,
  levels,
  country,
  level,
  onCountryChange,
  onLevelChange,
  countryPlaceholder,
}: Props) {
  const t = useTranslations("product");
  const tShipping = useTranslations("shipping");
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="shipping-country">{t("country")}</Label>
        <NativeSelect
          id="shipping-country"
          autoComplete="shipping country"
          value={country}
          onChange={(event) => onCountryChange(event.target.value)}
        >
          {countryPlaceholder ? (
            <option value="" disabled>
              {countryPlaceholder}
            </option>
          ) : null}
          {countries.map((choice) => (
            <option key={choice.code} value={choice.code}>
              {choice.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="shipping-level">{t("level")}</Label>
        <NativeSelect
          id="shipping-level"
          value={level}
          onChange={(event) => onLevelChange(event.target.value)}
        >
          {levels.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {tShipping("levelOption", {
                name: translateOr(tShipping, `levels.${choice.id}`, choice.id),
                min: choice.minDays,
                max: choice.maxDays,
              })}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
