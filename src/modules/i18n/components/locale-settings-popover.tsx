"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useMemo, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import type { LoadedPopupProps } from "@/components/ui/load-on-interaction";
import { NativeSelect } from "@/components/ui/native-select";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { toast } from "@/components/ui/toaster";
import { updateLocaleSettings } from "../actions";
import { namedCountries } from "../country-names";
import { currencies, defaultsFor, isCountryCode, isCurrency } from "../countries";
import { LocaleSettingsButton } from "./locale-settings-button";
import { useVisitorSettings, visitorSettingsChanged } from "./visitor-settings";

type Props = {
  /** The countries we ship to (the shipping source's list): the only ones offered. */
  countries: readonly string[];
  className?: string;
};

/**
 * Country (for shipping) and display currency. Picking a country proposes its usual currency. Loaded
 * on the first interaction by `locale-settings-menu.tsx`.
 */
export function LocaleSettingsPopover({ countries, className, triggerRef }: Props & LoadedPopupProps) {
  const t = useTranslations("localeSettings");
  const locale = useLocale();
  // The visitor's, read in the browser: the page itself is the same for everybody.
  const { country, currency } = useVisitorSettings();
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draftCountry, setDraftCountry] = useState(countries.includes(country) ? country : "");
  const [draftCurrency, setDraftCurrency] = useState(currency);
  const [pending, startTransition] = useTransition();

  const countryOptions = useMemo(() => namedCountries(countries, locale), [countries, locale]);
  // A country we don't ship to (guessed from the browser) is not offered: the visitor picks one.
  const shippable = (code: string) => countries.includes(code);

  function save() {
    startTransition(async () => {
      const result = await updateLocaleSettings({ country: draftCountry, currency: draftCurrency });
      if (!result.ok) {
        toast.error(t("failed"));
        return;
      }
      setOpen(false);
      toast.success(t("saved"));
      // Prices and the product page's country follow the cookies the action just set; pages rendered
      // per request (checkout, account) are rendered again with them.
      visitorSettingsChanged();
      router.refresh();
    });
  }

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setDraftCountry(shippable(country) ? country : "");
          setDraftCurrency(currency);
        }
      }}
    >
      <PopoverTrigger asChild>
        <LocaleSettingsButton ref={triggerRef} className={className} />
      </PopoverTrigger>
      {/* Radix gives the panel role="dialog"; its title and description name it (docs/testing.md#accessibility). */}
      <PopoverContent aria-labelledby={`${id}-title`} aria-describedby={`${id}-description`}>
        <div className="grid gap-4">
          <div className="grid gap-1">
            <h2 id={`${id}-title`} className="text-base font-semibold">
              {t("title")}
            </h2>
            <p id={`${id}-description`} className="text-xs text-muted-foreground">
              {t("description")}
            </p>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-country`}>{t("country")}</Label>
            <NativeSelect
              id={`${id}-country`}
              value={draftCountry}
              onChange={(event) => {
                const next = event.target.value;
                if (!isCountryCode(next)) return;
                setDraftCountry(next);
                setDraftCurrency(defaultsFor(next).currency);
              }}
            >
              {draftCountry === "" ? (
                <option value="" disabled>
                  {t("chooseCountry")}
                </option>
              ) : null}
              {countryOptions.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-currency`}>{t("currency")}</Label>
            <NativeSelect
              id={`${id}-currency`}
              value={draftCurrency}
              onChange={(event) => {
                if (isCurrency(event.target.value)) setDraftCurrency(event.target.value);
              }}
            >
              {currencies.map((code) => (
                <option key={code} value={code}>
                  {t(`currencies.${code}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button onClick={save} disabled={pending || draftCountry === ""}>
            {pending ? t("saving") : t("save")}
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
