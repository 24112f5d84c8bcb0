import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import { pageCount } from "@/lib/paging";
import { Link } from "@/modules/i18n/components/navigation";

type Props = {
  /** The admin namespace with `previous`, `next` and `pageOf` (and `pages`, unless `label` is given). */
  namespace:
    | "admin.inbox"
    | "admin.mail"
    | "admin.newsletter"
    | "admin.reviews"
    | "admin.orders"
    | "admin.users.pager"
    | "admin.customers.pager"
    | "admin.logs.pager";
  /** The navigation's name for screen readers; `pages` of the namespace by default. */
  label?: string;
  page: number;
  pages: number;
  /** The link to a page, keeping the list's filters. */
  hrefFor: (page: number) => string;
};

/**
 * Every staff list's pager: previous and next as links keeping the filters (each page has its own URL),
 * absent at either end rather than dead buttons.
 */
export function ListPager({ namespace, label, page, pages, hrefFor }: Props) {
  const t = useTranslations(namespace);
  if (pages <= 1) return null;
  const link = buttonVariants({ variant: "outline", size: "sm" });
  return (
    <nav aria-label={label ?? t("pages")} className="flex items-center justify-between gap-3">
      <div className="min-w-24">
        {page > 1 ? (
          <Link href={hrefFor(page - 1)} rel="prev" className={link}>
            {t("previous")}
          </Link>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">{t("pageOf", { page, pages })}</p>
      <div className="flex min-w-24 justify-end">
        {page < pages ? (
          <Link href={hrefFor(page + 1)} rel="next" className={link}>
            {t("next")}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}

/** "Showing x–y of z" numbers and the page count of a list page. */
export function pageFacts(result: { rows: unknown[]; total: number; page: number; pageSize: number }) {
  const from = (result.page - 1) * result.pageSize + 1;
  return {
    from,
    to: from + result.rows.length - 1,
    total: result.total,
    pages: pageCount(result.total, result.pageSize),
  };
}

/** The dashed box a list shows when it has nothing to list. */
export function EmptyList({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="grid gap-1 rounded-[var(--radius)] border border-dashed border-border p-6 text-center">
      <p className="font-medium">{title}</p>
      <p className="text-sm text-muted-foreground">{hint}</p>
    </div>
  );
}

/** A table's frame: scrolls sideways on a phone, reachable and scrollable by keyboard too. */
export function ScrollingTable({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div
      className="overflow-x-auto rounded-[var(--radius)] border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
