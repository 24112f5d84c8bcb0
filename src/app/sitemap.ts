import type { MetadataRoute } from "next";
import { publicPagePaths } from "@/modules/content/public-pages";
import { localizedPath, locales } from "@/modules/i18n";
import { env } from "@/server/env";

export const dynamic = "force-dynamic";

/** Both languages of every public page, each with its hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = env().APP_URL;
  return publicPagePaths.flatMap((path) =>
    locales.map((locale) => ({
      url: base + localizedPath(locale, path),
      alternates: { languages: Object.fromEntries(locales.map((l) => [l, base + localizedPath(l, path)])) },
    })),
  );
}
