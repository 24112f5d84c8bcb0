import { useTranslations } from "next-intl";
import type { Locale } from "@/modules/i18n";
import type { ProviderLogQuery } from "../provider-log-query";
import type { ProviderLogPage } from "../provider-logs.server";
import { ProviderLogEntry } from "./provider-log-entry";
import { ProviderLogFilter } from "./provider-log-filter";
import { ProviderLogPager } from "./provider-log-pager";

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
  // Times in UTC, as the provider and the server logs write them, so entries can be matched up.
  const timeFormat = new Intl.DateTimeFormat(locale === "th" ? "th-TH" : "en-US", {
    dateStyle: "medium",
    timeStyle: "medium",
    timeZone: "UTC",
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
              <ProviderLogEntry
                key={entry.id}
                entry={entry}
                time={`${timeFormat.format(entry.createdAt)} UTC`}
              />
            ))}
          </ul>
        </>
      )}
      <ProviderLogPager query={query} page={log.page} pageCount={log.pageCount} />
    </section>
  );
}
