"use client";

import { cn } from "@/lib/cn";
import { Link, usePathname } from "@/modules/i18n/components/navigation";
import { sectionOf } from "../sections";

type Props = {
  label: string;
  /** The links in order, names already translated (the admin messages are not sent to the browser). */
  items: readonly { id: string; href: string; name: string }[];
  /** Which item is current when none matches the path (the overview for the top row). */
  fallback?: string;
};

/** A row of section links; the current one marked for screen readers and by colour. */
export function AdminNav({ label, items, fallback }: Props) {
  const current = sectionOf(items, usePathname()) ?? fallback;
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-border">
        {items.map((section) => (
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
              {section.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
