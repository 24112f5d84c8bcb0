import { DownloadIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import type { Locale } from "@/modules/i18n";
import { formatShopTime } from "@/modules/admin/shared";
import type { SubscriberRow } from "../newsletter.server";
import type { ListPage } from "@/lib/paging";
import {
  EmptyList,
  ListPager,
  pageFacts,
  ScrollingTable,
} from "@/modules/admin/shared/components/list-pager";

/** An API route, so no language prefix; staff only (the route checks). */
const NEWSLETTER_EXPORT_PATH = "/api/admin/newsletter/export";

/** The newsletter: how many subscribe, the latest first, and the whole list as CSV. */
export function NewsletterList({ result, locale }: { result: ListPage<SubscriberRow>; locale: Locale }) {
  const t = useTranslations("admin.newsletter");
  const facts = pageFacts(result);
  return (
    <section aria-labelledby="admin-newsletter-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="admin-newsletter-heading" className="text-lg font-semibold">
            {t("heading")}
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="admin-newsletter-count">
            {t("count", { count: result.total })}
          </p>
        </div>
        {result.total > 0 ? (
          <a
            href={NEWSLETTER_EXPORT_PATH}
            className={buttonVariants({ variant: "outline", size: "sm" })}
            download
          >
            <DownloadIcon aria-hidden />
            {t("download")}
          </a>
        ) : null}
      </div>
      {result.rows.length === 0 ? (
        <EmptyList title={t("empty")} hint={t("emptyHint")} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" role="status">
            {t("showing", facts)} {t("timesInShopZone")}
          </p>
          <ScrollingTable label={t("heading")}>
            <table className="w-full min-w-[32rem] text-left text-sm">
              <thead className="bg-muted text-muted-foreground">
                <tr>
                  {(["email", "language", "subscribed"] as const).map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-medium">
                      {t(`columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {result.rows.map((row) => (
                  <tr key={row.email} data-testid="admin-newsletter-row">
                    <td className="px-3 py-2 break-all">{row.email}</td>
                    <td className="px-3 py-2">
                      {row.locale === "en" || row.locale === "th" ? t(`languages.${row.locale}`) : row.locale}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      <time dateTime={row.createdAt.toISOString()}>
                        {formatShopTime(row.createdAt, locale)}
                      </time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
          <ListPager
            namespace="admin.newsletter"
            page={result.page}
            pages={facts.pages}
            hrefFor={(page) => `/admin/database/newsletter${page > 1 ? `?page=${page}` : ""}`}
          />
        </>
      )}
    </section>
  );
}
