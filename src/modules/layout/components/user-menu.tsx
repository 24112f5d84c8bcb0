"use client";

import { useLoadOnInteraction } from "@/components/ui/load-on-interaction";
import type { HeaderUser } from "../header-user";
import { UserMenuButton } from "./user-menu-button";

const loadDropdown = () => import("./user-menu-dropdown").then((module) => module.UserMenuDropdown);

/** The desktop header's account menu; its Radix menu loads when the visitor reaches for it (docs/client-weight.md). */
export function UserMenu({ user, className }: { user: HeaderUser; className?: string }) {
  const { Loaded, standIn, triggerRef } = useLoadOnInteraction(loadDropdown, "menu");
  if (Loaded) return <Loaded user={user} className={className} triggerRef={triggerRef} />;
  return <UserMenuButton user={user} className={className} {...standIn} />;
}
