import { SearchIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { CatalogTranslate } from "../catalog-messages";
import type { CatalogQuery } from "../catalog-query";

type Props = { query: CatalogQuery; action: string; t: CatalogTranslate };

/**
 * A plain GET form: works without JavaScript, and the result is a shareable URL. The words searched
 * come from the URL after hydration (docs/product-rules.md#catalog): `defaultValue` then changes what
 * the box shows unless the visitor has already typed in it.
 */
export function CatalogSearch({ query, action, t }: Props) {
  return (
    <form role="search" action={action} method="get" className="flex w-full max-w-xl gap-2">
      {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
      <label htmlFor="catalog-search" className="sr-only">
        {t("searchLabel")}
      </label>
      <div className="relative flex-1">
        <SearchIcon
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id="catalog-search"
          type="search"
          name="q"
          defaultValue={query.search ?? ""}
          placeholder={t("searchPlaceholder")}
          maxLength={100}
          className="pl-9"
        />
      </div>
      <Button type="submit">{t("searchButton")}</Button>
    </form>
  );
}
