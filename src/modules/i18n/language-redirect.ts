import { defaultLocale, isLocale, type Locale } from "./routing";
import { localizedPath, splitLocalePrefix } from "./localized-path";

export type LanguageDecision =
  { action: "none" } | { action: "redirect"; location: string; rememberLanguage?: Locale };

/**
 * Decides, before routing, whether a request must move to another language's URL.
 *
 * - `?lang=th` (or `en`) on any URL: go to that language's URL of the same page, drop the parameter,
 *   and remember the choice.
 * - An unprefixed (English) URL with a remembered Thai choice: go to the Thai URL. A prefixed URL is
 *   never redirected for the cookie, so this can't loop; a visitor without the cookie (a crawler) always
 *   gets the URL's own language.
 */
export function decideLanguage(url: URL, rememberedLanguage: string | undefined): LanguageDecision {
  const { locale: urlLocale, path } = splitLocalePrefix(url.pathname);
  const requested = url.searchParams.get("lang");

  if (requested !== null) {
    const query = new URLSearchParams(url.searchParams);
    query.delete("lang");
    const search = query.size > 0 ? `?${query.toString()}` : "";
    const target = isLocale(requested) ? requested : (urlLocale ?? defaultLocale);
    return {
      action: "redirect",
      location: localizedPath(target, path) + search + url.hash,
      rememberLanguage: isLocale(requested) ? requested : undefined,
    };
  }

  if (urlLocale === null && isLocale(rememberedLanguage) && rememberedLanguage !== defaultLocale) {
    return { action: "redirect", location: localizedPath(rememberedLanguage, path) + url.search };
  }
  return { action: "none" };
}
