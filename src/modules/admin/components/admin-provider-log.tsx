import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { Locale } from "@/modules/i18n";
import { formatUtc } from "../admin-format";
import type { AdminOrder } from "../order-detail.server";

/** A folded, scrollable body: long JSON stays out of the way until someone needs it. */
function Body({ summary, text }: { summary: string; text: string }) {
  return (
    <details className="text-xs">
      <summary className="cursor-pointer text-muted-foreground">{summary}</summary>
      <pre className="mt-1 max-h-64 overflow-auto rounded-[var(--radius)] bg-muted p-2 whitespace-pre-wrap break-all">
        {text}
      </pre>
    </details>
  );
}

/** Every exchange with the provider about this order, newest first: our calls and the signals it sent. */
export function AdminProviderLog({ order, locale }: { order: AdminOrder; locale: Locale }) {
  const t = useTranslations("admin.order.log");
  return (
    <section aria-labelledby="admin-order-log" className="grid gap-3">
      <h3 id="admin-order-log" className="font-semibold">
        {t("title")}
      </h3>
      {order.providerLog.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ol
          className="divide-y divide-border rounded-[var(--radius)] border border-border"
          data-testid="admin-order-log"
        >
          {order.providerLog.map((entry) => {
            const failed = entry.status === null || entry.status >= 400 || entry.error !== null;
            return (
              <li key={entry.id} className="grid gap-1.5 p-3 text-sm">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <time dateTime={entry.createdAt.toISOString()} className="text-muted-foreground">
                    {formatUtc(entry.createdAt, locale)}
                  </time>
                  <span className="font-mono">
                    {entry.method} {entry.path}
                  </span>
                  <Badge variant={failed ? "destructive" : "success"}>{entry.status ?? t("noAnswer")}</Badge>
                  {entry.durationMs !== null ? (
                    <span className="text-muted-foreground">{t("durationMs", { ms: entry.durationMs })}</span>
                  ) : null}
                  <span className="text-xs text-muted-foreground">{entry.environment}</span>
                </div>
                {entry.error ? <p className="text-destructive">{entry.error}</p> : null}
                <p className="text-xs break-all text-muted-foreground">
                  {t("correlation", { id: entry.correlationId })}
                </p>
                {entry.requestBody ? <Body summary={t("request")} text={entry.requestBody} /> : null}
                {entry.responseBody ? <Body summary={t("response")} text={entry.responseBody} /> : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
