import type { Metadata } from "next";
import type { Messages, NamespaceKeys, NestedKeyOf, NestedValueOf } from "next-intl";
import { getTranslations } from "next-intl/server";
import { localizedPath } from "./localized-path";
import { toLocale, type Locale } from "./routing";

type PageMetadataInput = { locale: Locale; path: string; title: string; description: string };

/** Title, description, canonical URL and hreflang alternates for one page in one language. */
export function pageMetadata({ locale, path, title, description }: PageMetadataInput): Metadata {
  const canonical = localizedPath(locale, path);
  return {
    title,
    description,
    alternates: {
      canonical,
      languages: {
        en: localizedPath("en", path),
        th: localizedPath("th", path),
        "x-default": localizedPath("en", path),
      },
    },
    openGraph: {
      title,
      description,
      url: canonical,
      siteName: "PrintGo",
      locale: locale === "th" ? "th_TH" : "en_US",
      type: "website",
    },
  };
}

export type LocaleParams = { params: Promise<{ locale: string }> };

type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/** The namespaces whose messages have a page's `title` and `description`. */
type PageNamespace = {
  [N in Namespace]: NestedValueOf<Messages, N> extends { title: string; description: string } ? N : never;
}[Namespace];

/** generateMetadata for a page whose messages have `title` and `description` under `namespace`. */
export function metadataFromMessages(namespace: PageNamespace, path: string) {
  return async ({ params }: LocaleParams): Promise<Metadata> => {
    const { locale: raw } = await params;
    const locale = toLocale(raw);
    // next-intl types a translator per namespace; every PageNamespace has these two keys.
    const t = (await getTranslations({ locale, namespace })) as unknown as (
      key: "title" | "description",
    ) => string;
    return pageMetadata({ locale, path, title: t("title"), description: t("description") });
  };
}
