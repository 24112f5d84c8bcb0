"use client";

import { useLocale, useTranslations } from "next-intl";
import { cn } from "@/lib/cn";
import { languageEndonyms, locales } from "../routing";
import { useLanguageLink } from "./language-links";

/** Two side-by-side links (English | ไทย) for the mobile menu and the About page. */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useTranslations("language");
  const current = useLocale();
  const linkTo = useLanguageLink();
  return (
    <div
      role="group"
      aria-label={t("label")}
      className={cn("inline-flex rounded-[var(--radius)] border border-border p-1", className)}
    >
      {locales.map((locale) => (
        <a
          key={locale}
          {...linkTo(locale)}
          hrefLang={locale}
          lang={locale}
          aria-current={locale === current ? "true" : undefined}
          className="rounded-[calc(var(--radius)-2px)] px-3 py-1.5 text-sm font-medium text-muted-foreground aria-[current=true]:bg-primary aria-[current=true]:text-primary-foreground"
        >
          {languageEndonyms[locale]}
        </a>
      ))}
    </div>
  );
}
