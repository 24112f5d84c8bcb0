"use client";

import { MenuIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";

/** The phone menu's button: the same for the stand-in and the real sheet's trigger. */
export function MobileMenuButton(props: ComponentProps<"button">) {
  const t = useTranslations("nav");
  return (
    <Button variant="ghost" size="icon" className="md:hidden" aria-label={t("openMenu")} {...props}>
      <MenuIcon aria-hidden />
    </Button>
  );
}
