import type { MetadataRoute } from "next";
import { productPath } from "@/modules/catalog";
import { getCatalog } from "@/modules/catalog/server";
import { publicPagePaths } from "@/modules/content";
import { localizedPath, locales } from "@/modules/i18n";
import { env } from "@/server/env";

export const dynamic = "force-dynamic";

/** Both languages of every public page and every product, each with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env().APP_URL;
  const { products } = await getCatalog();
  const paths = [...publicPagePaths, ...products.map((product) => productPath(product.id))];
  return paths.flatMap((path) =>
    locales.map((locale) => ({
      url: base + localizedPath(locale, path),
      alternates: { languages: Object.fromEntries(locales.map((l) => [l, base + localizedPath(l, path)])) },
    })),
  );
}
