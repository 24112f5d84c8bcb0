import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { Locale } from "@/modules/i18n";
import { formatShopTime } from "@/modules/admin/shared";
import type { FailingMailJob } from "../mail-outbox.server";
import { ScrollingTable } from "@/modules/admin/shared/components/list-pager";
import { MailActionButton } from "./mail-action-button";

/** Mail jobs that failed for good or wait to retry, with their last error and a "Retry" each. */
export function FailingMailJobs({ jobs, locale }: { jobs: FailingMailJob[]; locale: Locale }) {
  const t = useTranslations("admin.mail");
  return (
    <section aria-labelledby="admin-mail-failed-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="admin-mail-failed-heading" className="text-lg font-semibold">
          {t("failedHeading")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("failedHint")}</p>
      </div>
      {jobs.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="admin-mail-failed-empty">
          {t("failedEmpty")}
        </p>
      ) : (
        <ScrollingTable label={t("failedHeading")}>
          <table className="w-full min-w-[52rem] text-left text-sm">
            <thead className="bg-muted text-muted-foreground">
              <tr>
                {(["kind", "state", "attempts", "lastError", "at"] as const).map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-medium">
                    {t(`failedColumns.${column}`)}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t("retry")}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {jobs.map((job) => (
                <tr key={job.id} data-testid="admin-mail-failed-row">
                  <td className="px-3 py-2 font-mono text-xs">{job.kind}</td>
                  <td className="px-3 py-2">
                    <Badge variant={job.state === "failed" ? "destructive" : "warning"}>
                      {t(`state.${job.state}`)}
                    </Badge>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                    {t("attempts", { attempts: job.attempts, max: job.maxAttempts })}
                  </td>
                  <td className="max-w-md px-3 py-2 font-mono text-xs break-words">{job.lastError}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <time dateTime={job.at.toISOString()}>{formatShopTime(job.at, locale)}</time>
                  </td>
                  <td className="px-3 py-2">
                    <MailActionButton kind="retry" jobId={job.id} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
    </section>
  );
}
