"use client";

import { LanguagesIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { languageEndonyms, locales, type Locale } from "../routing";
import { useLanguageHref } from "./language-links";

export function LanguageMenu({ className }: { className?: string }) {
  const t = useTranslations("language");
  const current = useLocale();
  const hrefFor = useLanguageHref();
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
          <DropdownMenuCheckItem key={locale} checked={locale === current} asChild>
            <a href={hrefFor(locale)} hrefLang={locale} lang={locale}>
              {languageEndonyms[locale]}
            </a>
          </DropdownMenuCheckItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
