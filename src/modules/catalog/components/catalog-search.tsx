import { SearchIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { CatalogQuery } from "../catalog-query";

/** A plain GET form: works without JavaScript, and the result is a shareable URL. */
export async function CatalogSearch({ query, action }: { query: CatalogQuery; action: string }) {
  const t = await getTranslations("catalog");
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
