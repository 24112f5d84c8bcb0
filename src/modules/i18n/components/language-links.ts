"use client";

import { usePathname } from "next/navigation";
import type { MouseEvent } from "react";
import type { Locale } from "../routing";

/**
 * The link that switches the current page to `locale`: the same URL with ?lang=, which the proxy turns
 * into the other language's URL and remembers. Plain links, so switching works without JavaScript.
 *
 * The page's other query parameters (a catalog filter) are added when the link is followed, not
 * when it renders: reading them while rendering (useSearchParams) would keep prerendered pages from
 * rendering the header on the server (docs/architecture.md#prerendered-pages).
 */
export function useLanguageLink(): (locale: Locale) => {
  href: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
} {
  const pathname = usePathname();
  return (locale) => ({
    href: `${pathname}?lang=${locale}`,
    onClick: (event) => {
      const query = new URLSearchParams(window.location.search);
      query.set("lang", locale);
      // The browser follows the href as it is once the click's handlers have run.
      event.currentTarget.href = `${pathname}?${query.toString()}`;
    },
  });
}
