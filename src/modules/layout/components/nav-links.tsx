"use client";

import { useTranslations } from "next-intl";
import { cn } from "@/lib/cn";
import { Link, usePathname } from "@/modules/i18n/components/navigation";
import { mainNavItems } from "../nav-items";

type Props = { className?: string; itemClassName?: string; onNavigate?: () => void };

/** The main links, marking the current section with aria-current for screen readers and styling. */
export function NavLinks({ className, itemClassName, onNavigate }: Props) {
  const t = useTranslations("nav");
  const pathname = usePathname();
  return (
    <ul className={className}>
      {mainNavItems.map((item) => {
        const current = pathname === item.href || pathname.startsWith(`${item.href}/`);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              onClick={onNavigate}
              aria-current={current ? "page" : undefined}
              className={cn(
                "rounded-[var(--radius)] px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground aria-[current=page]:text-foreground",
                itemClassName,
              )}
            >
              {t(item.label)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
