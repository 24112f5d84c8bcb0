import { permanentRedirect } from "next/navigation";
import { parseProductId, productPath } from "@/modules/catalog";
import { resolvePageLocale } from "@/modules/i18n/server";
import { localizedPath } from "@/modules/i18n";

type Props = { params: Promise<{ locale: string; id: string }> };

/** The second product route (docs/product-rules.md#navigation): one canonical page, so this one redirects there (308). */
export default async function ProductAlias({ params }: Props) {
  const locale = await resolvePageLocale(params);
  const id = parseProductId((await params).id);
  permanentRedirect(localizedPath(locale, id === undefined ? "/products" : productPath(id)));
}
