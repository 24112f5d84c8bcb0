"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { LoadedPopupProps } from "@/components/ui/load-on-interaction";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { LanguageSwitch } from "@/modules/i18n/components/language-switch";
import { MobileAccountLinks } from "./mobile-account-links";
import { MobileMenuButton } from "./mobile-menu-button";
import { NavLinks } from "./nav-links";
import { useHeaderUser } from "./use-header-user";

/**
 * The phone navigation: a sheet from the left with the main links, the account (sign in, or the user
 * menu's links) and the language switch. Loaded on the first interaction by `mobile-menu.tsx`.
 */
export function MobileMenuSheet({ triggerRef }: LoadedPopupProps) {
  const user = useHeaderUser();
  const t = useTranslations("nav");
  const tLanguage = useTranslations("language");
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <MobileMenuButton ref={triggerRef} />
      </SheetTrigger>
      <SheetContent side="left" closeLabel={t("closeMenu")} aria-describedby={undefined}>
        <SheetTitle>{t("menu")}</SheetTitle>
        <nav aria-label={t("mainLabel")}>
          <NavLinks className="grid gap-1" itemClassName="block px-2 py-3 text-base" onNavigate={close} />
        </nav>
        {user === undefined ? null : <MobileAccountLinks user={user} onNavigate={close} />}
        <div className="mt-auto grid gap-2">
          <p className="text-sm font-medium">{tLanguage("label")}</p>
          <LanguageSwitch />
        </div>
      </SheetContent>
    </Sheet>
  );
}
