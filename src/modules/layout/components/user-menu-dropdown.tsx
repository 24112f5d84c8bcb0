"use client";

import { LayoutDashboardIcon, LogOutIcon, UserIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { LoadedPopupProps } from "@/components/ui/load-on-interaction";
import { Link } from "@/modules/i18n/components/navigation";
import type { HeaderUser } from "../header-user";
import { UserMenuButton } from "./user-menu-button";
import { useSignOut } from "./use-sign-out";

/**
 * The desktop header's account menu: who is signed in, My Account, Admin (admins only), Sign out.
 * Loaded on the first interaction by `user-menu.tsx`.
 */
export function UserMenuDropdown({
  user,
  className,
  triggerRef,
}: { user: HeaderUser; className?: string } & LoadedPopupProps) {
  const t = useTranslations("userMenu");
  const { signOut, pending } = useSignOut();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <UserMenuButton ref={triggerRef} user={user} className={className} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="grid gap-0.5 font-normal">
          <span>{t("signedInAs")}</span>
          <span className="truncate text-sm font-medium text-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/my-account">
            <UserIcon className="size-4" aria-hidden />
            {t("myAccount")}
          </Link>
        </DropdownMenuItem>
        {user.isAdmin ? (
          <DropdownMenuItem asChild>
            <Link href="/admin">
              <LayoutDashboardIcon className="size-4" aria-hidden />
              {t("admin")}
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={pending} onSelect={() => void signOut()}>
          <LogOutIcon className="size-4" aria-hidden />
          {pending ? t("signingOut") : t("signOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
