"use client";

import { LanguagesIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { languageEndonyms, type Locale } from "../routing";

/** The language menu's button: the same for the stand-in and the real menu's trigger. */
export function LanguageMenuButton(props: ComponentProps<"button">) {
  const t = useTranslations("language");
  const current = useLocale();
  return (
    <Button
      variant="ghost"
      size="sm"
      // The name starts with what the button shows ("EN"), so a voice command naming it works (WCAG 2.5.3).
      aria-label={t("current", {
        code: current.toUpperCase(),
        language: languageEndonyms[current as Locale],
      })}
      {...props}
    >
      <LanguagesIcon aria-hidden />
      <span className="uppercase">{current}</span>
    </Button>
  );
}
