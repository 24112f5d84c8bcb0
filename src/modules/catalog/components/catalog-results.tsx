import { PackageSearchIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Link } from "@/modules/i18n/components/navigation";
import { catalogHref, type CatalogQuery } from "../catalog-query";
import type { Product } from "../schema";
import { ProductCard } from "./product-card";

type Props = {
  products: Product[];
  total: number;
  query: CatalogQuery;
  /** Products that cannot be ordered now (the provider catalog check): shown "Currently unavailable". */
  unavailableIds?: readonly number[];
};

/**
 * The product grid with its count and "Load more". Load more is a link to the next page number,
 * which renders all pages so far: it works without JavaScript, and Back returns to the same list.
 */
export async function CatalogResults({ products, total, query, unavailableIds = [] }: Props) {
  const t = await getTranslations("catalog");
  if (products.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-[var(--radius-lg)] border border-dashed border-border px-6 py-16 text-center">
        <PackageSearchIcon className="size-12 text-muted-foreground" aria-hidden />
        <h2 className="text-xl font-semibold">{t("emptyTitle")}</h2>
        <p className="text-muted-foreground">{t("emptyHint")}</p>
        <Button asChild variant="outline" className="mt-2">
          <Link href="/products">{t("showAll")}</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="result-count">
        {t("showing", { shown: products.length, total })}
      </p>
      <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              headingLevel="h2"
              unavailable={unavailableIds.includes(product.id)}
            />
          </li>
        ))}
      </ul>
      {products.length < total ? (
        <Button asChild variant="outline" size="lg" className="justify-self-center">
          <Link href={catalogHref({ ...query, page: query.page + 1 })} scroll={false}>
            {t("loadMore")}
          </Link>
        </Button>
      ) : null}
    </div>
  );
}
