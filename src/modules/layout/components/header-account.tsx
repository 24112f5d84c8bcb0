"use client";

import { SignInLink } from "./sign-in-link";
import { useHeaderUser } from "./use-header-user";
import { UserMenu } from "./user-menu";

/**
 * The header's account corner: the user menu when signed in, else "Sign in". Until /api/me answers it
 * holds the space empty, so a signed-in customer never sees "Sign in" flash by.
 */
export function HeaderAccount() {
  const user = useHeaderUser();
  if (user === undefined) return <span className="hidden h-9 w-24 sm:inline-block" aria-hidden />;
  if (user) return <UserMenu user={user} className="hidden sm:inline-flex" />;
  return (
    <SignInLink
      withIcon
      className="hidden items-center gap-1.5 rounded-[var(--radius)] px-3 py-2 text-sm font-medium hover:bg-muted sm:inline-flex"
    />
  );
}
