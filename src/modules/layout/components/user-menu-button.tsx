"use client";

import { ChevronDownIcon, UserIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import type { HeaderUser } from "../header-user";

/** The user menu's button: the same for the stand-in and the real menu's trigger. */
export function UserMenuButton({ user, ...props }: { user: HeaderUser } & ComponentProps<"button">) {
  const t = useTranslations("userMenu");
  return (
    <Button variant="ghost" aria-label={`${t("label")}: ${user.name}`} {...props}>
      <UserIcon aria-hidden />
      <span className="max-w-32 truncate">{user.name}</span>
      <ChevronDownIcon className="text-muted-foreground" aria-hidden />
    </Button>
  );
}
