import { PackageSearchIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Link } from "@/modules/i18n/components/navigation";
import type { CatalogTranslate } from "../catalog-messages";
import { catalogHref, type CatalogQuery } from "../catalog-query";

type Props = {
  /** The products shown, in order: each one's `ProductCard`, rendered by the server. */
  cards: { id: number; card: ReactNode }[];
  /** Every product the query matches. */
  total: number;
  query: CatalogQuery;
  t: CatalogTranslate;
};

/**
 * The product grid with its count and "Load more". Load more is a link to the next page number,
 * which shows all pages so far: Back returns to the same list. Without JavaScript the link still
 * works, but the prerendered page shows the first page (docs/product-rules.md#catalog).
 */
export function CatalogResults({ cards, total, query, t }: Props) {
  if (cards.length === 0) {
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
        {t("showing", { shown: cards.length, total })}
      </p>
      <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3">
        {cards.map(({ id, card }) => (
          <li key={id}>{card}</li>
        ))}
      </ul>
      {cards.length < total ? (
        <Button asChild variant="outline" size="lg" className="justify-self-center">
          <Link href={catalogHref({ ...query, page: query.page + 1 })} scroll={false}>
            {t("loadMore")}
          </Link>
        </Button>
      ) : null}
    </div>
  );
}
