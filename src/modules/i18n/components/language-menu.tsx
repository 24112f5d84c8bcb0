"use client";

import { CheckIcon, LanguagesIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { languageEndonyms, locales, type Locale } from "../routing";
import { useLanguageLink } from "./language-links";

export function LanguageMenu({ className }: { className?: string }) {
  const t = useTranslations("language");
  const current = useLocale();
  const linkTo = useLanguageLink();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className={className}
          aria-label={t("current", { language: languageEndonyms[current as Locale] })}
        >
          <LanguagesIcon aria-hidden />
          <span className="uppercase">{current}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t("label")}</DropdownMenuLabel>
        {locales.map((locale) => (
          <DropdownMenuItem key={locale} asChild className="pl-8">
            {/* One element child: Radix slots the item's behaviour onto the link itself. */}
            <a
              {...linkTo(locale)}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? "true" : undefined}
            >
              {locale === current ? <CheckIcon className="absolute left-2 size-4" aria-hidden /> : null}
              {languageEndonyms[locale]}
            </a>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
