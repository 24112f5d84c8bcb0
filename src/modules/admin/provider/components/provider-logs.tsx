import { useTranslations } from "next-intl";
import { formatDate, SHOP_TIME_ZONE, type Locale } from "@/modules/i18n";
import { providerLogSearch, type ProviderLogQuery } from "../provider-log-query";
import type { ProviderLogPage } from "../provider-logs.server";
import { ProviderLogEntry } from "./provider-log-entry";
import { ProviderLogFilter } from "./provider-log-filter";
import { ListPager } from "@/modules/admin/shared/components/list-pager";

/** The provider log section: filter, entries newest first, pager; an empty state that says why. */
export function ProviderLogs({
  log,
  query,
  locale,
}: {
  log: ProviderLogPage;
  query: ProviderLogQuery;
  locale: Locale;
}) {
  const t = useTranslations("admin.logs");
  // To the second and with the zone named, so an entry can be matched with the provider's own log.
  const time = (at: Date) =>
    formatDate(at, locale, {
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      second: "2-digit",
      timeZoneName: "short",
      timeZone: SHOP_TIME_ZONE,
    });
  return (
    <section aria-labelledby="provider-logs-title" className="grid gap-5">
      <div className="grid gap-1">
        <h2 id="provider-logs-title" className="text-xl font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("description")}</p>
      </div>
      <ProviderLogFilter query={query} />
      {log.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="provider-logs-empty">
          {log.filtered ? t("noMatch") : t("empty")}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t("count", { count: log.total })}</p>
          <ul className="divide-y divide-border rounded-[var(--radius)] border border-border">
            {log.entries.map((entry) => (
              <ProviderLogEntry key={entry.id} entry={entry} time={time(entry.createdAt)} />
            ))}
          </ul>
        </>
      )}
      <ListPager
        namespace="admin.logs.pager"
        label={t("pager.label")}
        page={log.page}
        pages={log.pageCount}
        hrefFor={(page) => `/admin/logs${providerLogSearch({ ...query, page })}`}
      />
    </section>
  );
}
