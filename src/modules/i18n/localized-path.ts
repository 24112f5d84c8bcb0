import { defaultLocale, isLocale, type Locale } from "./routing";

/** Splits "/th/pricing" into { locale: "th", path: "/pricing" }; unprefixed paths have no locale. */
export function splitLocalePrefix(pathname: string): { locale: Locale | null; path: string } {
  const [, first, ...rest] = pathname.split("/");
  if (isLocale(first)) {
    return { locale: first, path: "/" + rest.join("/") };
  }
  return { locale: null, path: pathname || "/" };
}

/** The URL path of `path` in `locale`: "/pricing" in Thai is "/th/pricing", in English "/pricing". */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === defaultLocale) return clean;
  return clean === "/" ? `/${locale}` : `/${locale}${clean}`;
}
