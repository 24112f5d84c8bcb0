"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/modules/i18n/components/navigation";
import type { HeaderUser } from "../header-user";
import { SignInLink } from "./sign-in-link";
import { useSignOut } from "./use-sign-out";

type Props = { user: HeaderUser | null; onNavigate: () => void };

const itemClasses = "block rounded-[var(--radius)] px-2 py-3 text-left text-base font-medium hover:bg-muted";

/** The account part of the phone menu: "Sign in", or who is signed in with the user menu's links. */
export function MobileAccountLinks({ user, onNavigate }: Props) {
  const t = useTranslations("userMenu");
  const { signOut, pending } = useSignOut();
  if (!user) {
    return <SignInLink onNavigate={onNavigate} className="px-2 py-3 text-base font-medium text-primary" />;
  }
  return (
    <section aria-labelledby="mobile-account-heading" className="grid gap-1 border-t border-border pt-3">
      <h2 id="mobile-account-heading" className="px-2 text-sm text-muted-foreground">
        {t("signedInAs")} <span className="font-medium text-foreground">{user.name}</span>
      </h2>
      <Link href="/my-account" onClick={onNavigate} className={itemClasses}>
        {t("myAccount")}
      </Link>
      {user.isAdmin ? (
        <Link href="/admin" onClick={onNavigate} className={itemClasses}>
          {t("admin")}
        </Link>
      ) : null}
      <button
        type="button"
        disabled={pending}
        aria-busy={pending || undefined}
        onClick={async () => {
          await signOut();
          onNavigate();
        }}
        className={itemClasses}
      >
        {pending ? t("signingOut") : t("signOut")}
      </button>
    </section>
  );
}
