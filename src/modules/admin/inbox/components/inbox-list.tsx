import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import type { Locale } from "@/modules/i18n";
import { Link } from "@/modules/i18n/components/navigation";
import { formatShopTime } from "@/modules/admin/shared";
import type { InboxRow } from "../inbox.server";
import { INBOX_FILTERS, inboxSearch, type InboxQuery } from "../inbox-query";
import type { ListPage } from "@/lib/paging";
import {
  EmptyList,
  ListPager,
  pageFacts,
  ScrollingTable,
} from "@/modules/admin/shared/components/list-pager";

type Props = { query: InboxQuery; result: ListPage<InboxRow>; locale: Locale };

/** The support inbox: open / handled / all in the URL, newest first, each message a link to its page. */
export function InboxList({ query, result, locale }: Props) {
  const t = useTranslations("admin.inbox");
  const facts = pageFacts(result);
  return (
    <section aria-labelledby="admin-inbox-heading" className="grid gap-4">
      <h2 id="admin-inbox-heading" className="text-lg font-semibold">
        {t("heading")}
      </h2>
      {/* A plain GET form: the filter lands in the URL and works without JavaScript. */}
      <form method="get" role="search" aria-label={t("filters")} className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <label htmlFor="admin-inbox-show" className="text-sm font-medium">
            {t("show")}
          </label>
          <NativeSelect id="admin-inbox-show" name="show" defaultValue={query.show}>
            {INBOX_FILTERS.map((filter) => (
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
        <EmptyList title={t("empty")} hint={query.show === "open" ? t("emptyOpen") : t("emptyHint")} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" role="status" data-testid="admin-inbox-count">
            {t("showing", facts)} {t("timesInShopZone")}
          </p>
          <ScrollingTable label={t("heading")}>
            <table className="w-full min-w-[48rem] text-left text-sm">
              <thead className="bg-muted text-muted-foreground">
                <tr>
                  {(["received", "from", "subject", "language", "status"] as const).map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-medium">
                      {t(`columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {result.rows.map((row) => (
                  <tr key={row.id} data-testid="admin-inbox-row" data-open={row.handledAt ? undefined : ""}>
                    <td className="px-3 py-2 whitespace-nowrap">
                      <time dateTime={row.createdAt.toISOString()}>
                        {formatShopTime(row.createdAt, locale)}
                      </time>
                    </td>
                    <td className="px-3 py-2">
                      <div className="font-medium">{row.name}</div>
                      <div className="break-all text-muted-foreground">{row.email}</div>
                    </td>
                    <td className="px-3 py-2">
                      <Link
                        href={`/admin/database/inbox/${row.id}`}
                        className="font-medium text-primary underline-offset-4 hover:underline"
                      >
                        {row.subject}
                      </Link>
                    </td>
                    <td className="px-3 py-2">{languageName(t, row.locale)}</td>
                    <td className="px-3 py-2">
                      <InboxStatus handled={row.handledAt !== null} replied={row.repliedAt !== null} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
          <ListPager
            namespace="admin.inbox"
            page={result.page}
            pages={facts.pages}
            hrefFor={(page) => `/admin/database/inbox${inboxSearch({ show: query.show, page })}`}
          />
        </>
      )}
    </section>
  );
}

/** Open or handled, and "replied" when staff answered from here. */
export function InboxStatus({ handled, replied }: { handled: boolean; replied: boolean }) {
  const t = useTranslations("admin.inbox");
  return (
    <span className="flex flex-wrap gap-1">
      <Badge variant={handled ? "success" : "warning"}>{t(handled ? "status.handled" : "status.open")}</Badge>
      {replied ? <Badge variant="info">{t("status.replied")}</Badge> : null}
    </span>
  );
}

/** The language a customer wrote in, named in the staff's language; an unknown code as it is. */
export function languageName(t: ReturnType<typeof useTranslations<"admin.inbox">>, locale: string): string {
  return locale === "en" || locale === "th" ? t(`languages.${locale}`) : locale;
}
