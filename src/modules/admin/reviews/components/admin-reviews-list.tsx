import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { StarRating } from "@/modules/catalog/components/star-rating";
import type { Locale } from "@/modules/i18n";
import { Link } from "@/modules/i18n/components/navigation";
import type { StaffReviewRow } from "@/modules/reviews/server";
import { formatShopTime } from "@/modules/admin/shared";
import type { ListPage } from "@/lib/paging";
import { REVIEW_FILTERS, reviewsSearch, type ReviewsQuery } from "../reviews-query";
import {
  EmptyList,
  ListPager,
  pageFacts,
  ScrollingTable,
} from "@/modules/admin/shared/components/list-pager";
import { ReviewVisibilityButton } from "./review-visibility-button";

type Props = { query: ReviewsQuery; result: ListPage<StaffReviewRow>; locale: Locale };

/**
 * Customers' reviews, newest first, hidden ones marked (docs/reviews.md#hiding): staff hide a review
 * that breaks the rules, or show it again; the product's rating follows.
 */
export function AdminReviewsList({ query, result, locale }: Props) {
  const t = useTranslations("admin.reviews");
  const facts = pageFacts(result);
  return (
    <section aria-labelledby="admin-reviews-heading" className="grid gap-4">
      <h2 id="admin-reviews-heading" className="text-lg font-semibold">
        {t("heading")}
      </h2>
      <form method="get" role="search" aria-label={t("filters")} className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <label htmlFor="admin-reviews-show" className="text-sm font-medium">
            {t("show")}
          </label>
          <NativeSelect id="admin-reviews-show" name="show" defaultValue={query.show}>
            {REVIEW_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {t(`showOptions.${filter}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <button type="submit" className={buttonVariants()}>
          {t("apply")}
        </button>
      </form>
      {result.rows.length === 0 ? (
        <EmptyList title={t("empty")} hint={t("emptyHint")} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" role="status" data-testid="admin-reviews-count">
            {t("showing", facts)} {t("timesInShopZone")}
          </p>
          <ScrollingTable label={t("heading")}>
            <table className="w-full min-w-[56rem] text-left text-sm">
              <thead className="bg-muted text-muted-foreground">
                <tr>
                  {(["written", "product", "rating", "review", "status", "action"] as const).map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-medium">
                      {t(`columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {result.rows.map((row) => (
                  <tr key={row.id} data-testid="admin-review-row" data-hidden={row.hiddenAt ? "" : undefined}>
                    <td className="px-3 py-2 whitespace-nowrap">
                      <time dateTime={row.createdAt.toISOString()}>
                        {formatShopTime(row.createdAt, locale)}
                      </time>
                    </td>
                    <td className="px-3 py-2">
                      <div className="font-medium">{row.productName[locale]}</div>
                      <Link
                        href={`/admin/orders/${row.orderNumber}`}
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        {row.orderNumber}
                      </Link>
                    </td>
                    <td className="px-3 py-2">
                      <StarRating rating={row.rating} label={t("stars", { rating: row.rating })} />
                    </td>
                    <td className="max-w-md px-3 py-2">
                      <div className="font-medium">{row.authorName}</div>
                      {row.body ? (
                        <p
                          className="line-clamp-3 whitespace-pre-line text-muted-foreground"
                          lang={row.locale}
                        >
                          {row.body}
                        </p>
                      ) : null}
                    </td>
                    <td className="px-3 py-2">
                      <Badge variant={row.hiddenAt ? "warning" : "success"}>
                        {t(row.hiddenAt ? "status.hidden" : "status.visible")}
                      </Badge>
                    </td>
                    <td className="px-3 py-2">
                      <ReviewVisibilityButton
                        id={row.id}
                        author={row.authorName}
                        hidden={row.hiddenAt !== null}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
          <ListPager
            namespace="admin.reviews"
            page={result.page}
            pages={facts.pages}
            hrefFor={(page) => `/admin/database/reviews${reviewsSearch({ show: query.show, page })}`}
          />
        </>
      )}
    </section>
  );
}
