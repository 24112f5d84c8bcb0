"use client";

import { usePathname, useSearchParams } from "next/navigation";
import type { Locale } from "../routing";

/**
 * The href that switches the current page to `locale`: the same URL with ?lang=, which the proxy turns
 * into the other language's URL and remembers. Plain links, so switching works without JavaScript.
 */
export function useLanguageHref(): (locale: Locale) => string {
  const pathname = usePathname();
  const search = useSearchParams();
  return (locale) => {
    const query = new URLSearchParams(search.toString());
    query.set("lang", locale);
    return `${pathname}?${query.toString()}`;
  };
}
