import { cn } from "@/lib/cn";
import { Link } from "@/modules/i18n/components/navigation";
import type { CatalogTranslate } from "../catalog-messages";
import { catalogHref, type CatalogQuery } from "../catalog-query";

type Props = { categories: { slug: string; name: string }[]; query: CatalogQuery; t: CatalogTranslate };

/** "All Products" plus one chip per category; the active one is marked for screen readers too. */
export function CategoryChips({ categories, query, t }: Props) {
  const chips = [{ slug: undefined, name: t("all") }, ...categories];
  return (
    <nav aria-label={t("categoriesLabel")} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1 sm:flex-wrap">
        {chips.map((chip) => {
          const active = chip.slug === query.category;
          return (
            <li key={chip.slug ?? "all"}>
              <Link
                href={catalogHref({ category: chip.slug, search: query.search })}
                aria-current={active ? "page" : undefined}
                scroll={false}
                className={cn(
                  "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors",
                  active
                    ? "border-primary bg-primary text-primary-foreground"
                    : "border-border bg-card hover:border-primary hover:text-primary",
                )}
              >
                {chip.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
