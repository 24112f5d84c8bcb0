"use client";

import { UserIcon } from "lucide-react";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { Link } from "@/modules/i18n/components/navigation";

type Props = { className?: string; onNavigate?: () => void; withIcon?: boolean };

/** "Sign in", remembering the page it was clicked on (?next=) so signing in comes back to it. */
export function SignInLink({ className, onNavigate, withIcon = false }: Props) {
  const t = useTranslations("nav");
  // next/navigation's pathname keeps the language prefix (/th/pricing): ?next= is a full path.
  const pathname = usePathname();
  const onAuthPage = /^\/(?:[a-z]{2}\/)?auth(?:\/|$)/.test(pathname);
  const home = pathname === "/" || /^\/[a-z]{2}$/.test(pathname);
  return (
    <Link
      href={onAuthPage || home ? "/auth" : { pathname: "/auth", query: { next: pathname } }}
      onClick={onNavigate}
      className={className}
    >
      {withIcon ? <UserIcon className="size-4" aria-hidden /> : null}
      {t("signIn")}
    </Link>
  );
}
