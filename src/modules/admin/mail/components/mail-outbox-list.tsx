import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { Locale } from "@/modules/i18n";
import { Link } from "@/modules/i18n/components/navigation";
import { AdminSearchForm } from "@/modules/admin/shared/components/admin-search-form";
import { formatShopTime } from "@/modules/admin/shared";
import { mailSearch, type MailQuery } from "../mail-query";
import type { OutboxRow } from "../mail-outbox.server";
import type { ListPage } from "@/lib/paging";
import {
  EmptyList,
  ListPager,
  pageFacts,
  ScrollingTable,
} from "@/modules/admin/shared/components/list-pager";

type Props = { query: MailQuery; result: ListPage<OutboxRow>; locale: Locale };

/** What the shop sent, newest first, searched by recipient through the URL; each mail opens its page. */
export function MailOutboxList({ query, result, locale }: Props) {
  const t = useTranslations("admin.mail");
  const facts = pageFacts(result);
  return (
    <section aria-labelledby="admin-mail-heading" className="grid gap-4">
      <h2 id="admin-mail-heading" className="text-lg font-semibold">
        {t("heading")}
      </h2>
      <AdminSearchForm
        formLabel={t("filters")}
        id="admin-mail-to"
        name="to"
        label={t("search")}
        hint={t("searchHint")}
        value={query.to}
        applyLabel={t("apply")}
        clearLabel={t("clear")}
        clearHref="/admin/database/mail"
      />
      {result.rows.length === 0 ? (
        <EmptyList title={t("empty")} hint={t("emptyHint")} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" role="status">
            {t("showing", facts)} {t("timesInShopZone")}
          </p>
          <ScrollingTable label={t("heading")}>
            <table className="w-full min-w-[52rem] text-left text-sm">
              <thead className="bg-muted text-muted-foreground">
                <tr>
                  {(["sent", "to", "subject", "template", "transport"] as const).map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-medium">
                      {t(`columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {result.rows.map((row) => (
                  <tr key={row.id} data-testid="admin-mail-row">
                    <td className="px-3 py-2 whitespace-nowrap">
                      <time dateTime={row.createdAt.toISOString()}>
                        {formatShopTime(row.createdAt, locale)}
                      </time>
                    </td>
                    <td className="px-3 py-2 break-all">{row.to}</td>
                    <td className="px-3 py-2">
                      <Link
                        href={`/admin/database/mail/${row.id}`}
                        className="font-medium text-primary underline-offset-4 hover:underline"
                      >
                        {row.subject}
                      </Link>
                    </td>
                    <td className="px-3 py-2 font-mono text-xs">{row.template}</td>
                    <td className="px-3 py-2">
                      <TransportBadge transport={row.transport} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
          <ListPager
            namespace="admin.mail"
            page={result.page}
            pages={facts.pages}
            hrefFor={(page) => `/admin/database/mail${mailSearch({ to: query.to, page })}`}
          />
        </>
      )}
    </section>
  );
}

export function TransportBadge({ transport }: { transport: string }) {
  const t = useTranslations("admin.mail");
  if (transport !== "smtp" && transport !== "outbox") return <Badge variant="neutral">{transport}</Badge>;
  return <Badge variant={transport === "smtp" ? "success" : "neutral"}>{t(`transport.${transport}`)}</Badge>;
}
