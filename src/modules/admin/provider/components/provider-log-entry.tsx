import { useTranslations } from "next-intl";
import { translateOr } from "@/modules/i18n";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import type { ProviderLogRow } from "../provider-logs.server";

/** The same rule as the "errors only" filter: a recorded error (timeouts have no status) or a 4xx/5xx. */
function isError(entry: ProviderLogRow): boolean {
  return entry.error !== null || (entry.status !== null && entry.status >= 400);
}

/**
 * One exchange with Cloudprinter. Bodies were redacted when stored (fulfilment's redact.ts) and are
 * rendered as text in <pre>, never as HTML: they are whatever the provider or a caller sent.
 */
export function ProviderLogEntry({ entry, time }: { entry: ProviderLogRow; time: string }) {
  const t = useTranslations("admin.logs");
  const failed = isError(entry);
  const environment = translateOr(t, `environments.${entry.environment}`, entry.environment);
  return (
    <li
      className={cn("grid gap-3 p-4 text-sm", failed && "border-l-4 border-l-destructive bg-destructive/5")}
      data-testid="provider-log-entry"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{environment}</Badge>
        <span className="font-mono font-medium">{entry.method}</span>
        <Badge variant={failed ? "destructive" : "success"} data-testid="provider-log-status">
          {entry.status ?? t("statusNone")}
        </Badge>
        <time dateTime={entry.createdAt.toISOString()} className="text-muted-foreground">
          {time}
        </time>
        {entry.durationMs !== null ? (
          <span className="text-muted-foreground">{t("duration", { ms: entry.durationMs })}</span>
        ) : null}
      </div>
      <dl className="grid gap-1 sm:grid-cols-[max-content_1fr] sm:gap-x-4">
        <dt className="text-muted-foreground">{t("url")}</dt>
        <dd className="font-mono break-all">
          {entry.baseUrl}
          {entry.path}
        </dd>
        <dt className="text-muted-foreground">{t("correlationId")}</dt>
        <dd className="font-mono break-all">{entry.correlationId}</dd>
        {entry.error ? (
          <>
            <dt className="text-destructive">{t("error")}</dt>
            <dd className="break-words text-destructive">{entry.error}</dd>
          </>
        ) : null}
      </dl>
      <LogBody summary={t("request")} body={entry.requestBody} empty={t("noBody")} />
      <LogBody summary={t("response")} body={entry.responseBody} empty={t("noBody")} />
    </li>
  );
}

function LogBody({ summary, body, empty }: { summary: string; body: string | null; empty: string }) {
  return (
    <details className="rounded-[var(--radius)] border border-border">
      <summary className="cursor-pointer px-3 py-2 font-medium select-none">{summary}</summary>
      <pre className="max-h-96 overflow-auto border-t border-border bg-muted/40 p-3 font-mono text-xs break-all whitespace-pre-wrap">
        {body || empty}
      </pre>
    </details>
  );
}
