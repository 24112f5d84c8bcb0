"use client";

import { cn } from "@/lib/cn";
import { Link, usePathname } from "@/modules/i18n/components/navigation";
import { ADMIN_SECTIONS, adminSectionOf, type AdminSection } from "../sections";

type Props = { label: string; names: Record<AdminSection, string> };

/**
 * The admin sections as links; the current one marked for screen readers and by colour. The names
 * come translated from the server: the admin messages are not sent with every shop page.
 */
export function AdminNav({ label, names }: Props) {
  const current = adminSectionOf(usePathname());
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-border">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.id}>
            <Link
              href={section.href}
              aria-current={section.id === current ? "page" : undefined}
              className={cn(
                "-mb-px inline-flex h-11 items-center border-b-2 px-4 text-sm font-medium whitespace-nowrap",
                "rounded-t-[var(--radius)] focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                section.id === current
                  ? "border-primary text-primary"
                  : "border-transparent text-muted-foreground hover:text-foreground",
              )}
            >
              {names[section.id]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
