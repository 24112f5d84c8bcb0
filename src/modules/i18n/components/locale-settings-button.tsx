"use client";

import { GlobeIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { countryName } from "../country-names";
import { useVisitorSettings } from "./visitor-settings";

/**
 * The region popover's button, "country, currency" for screen readers and the currency on screen: the
 * same for the stand-in and the real popover's trigger.
 */
export function LocaleSettingsButton(props: ComponentProps<"button">) {
  const t = useTranslations("localeSettings");
  const locale = useLocale();
  // The visitor's, read in the browser: the page itself is the same for everybody.
  const { country, currency } = useVisitorSettings();
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={t("trigger", { country: countryName(country, locale), currency })}
      {...props}
    >
      <GlobeIcon aria-hidden />
      <span>{currency}</span>
    </Button>
  );
}
