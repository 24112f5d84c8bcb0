"use client";

import { CheckIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import type { LoadedPopupProps } from "@/components/ui/load-on-interaction";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { languageEndonyms, locales } from "../routing";
import { useLanguageLink } from "./language-links";
import { LanguageMenuButton } from "./language-menu-button";

/** The language menu itself, loaded on the first interaction by `language-menu.tsx`. */
export function LanguageMenuDropdown({ className, triggerRef }: { className?: string } & LoadedPopupProps) {
  const t = useTranslations("language");
  const current = useLocale();
  const linkTo = useLanguageLink();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <LanguageMenuButton ref={triggerRef} className={className} />
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
