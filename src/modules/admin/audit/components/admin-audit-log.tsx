import { useTranslations } from "next-intl";
import { pageCount } from "@/lib/paging";
import { buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { translateOr, type Locale } from "@/modules/i18n";
import { Link } from "@/modules/i18n/components/navigation";
import { formatShopTimeWithZone } from "@/modules/admin/shared";
import { auditSearch, type AuditQuery } from "../audit-query";
import type { AuditRow } from "../audit.server";
import { ListPager } from "@/modules/admin/shared/components/list-pager";
import { AuditChanges } from "./audit-changes";

type Props = {
  query: AuditQuery;
  result: { rows: AuditRow[]; total: number; page: number; pageSize: number };
  /** The actions the log holds, for the filter. */
  actions: string[];
  locale: Locale;
};

/** The audit log: who did what to which record, when, and what changed; newest first. */
export function AdminAuditLog({ query, result, actions, locale }: Props) {
  const t = useTranslations("admin.audit");
  // An action we have no words for (added by later code) is shown as its key rather than hidden.
  const actionName = (action: string) => translateOr(t, `actions.${action}`, action);
  const pages = pageCount(result.total, result.pageSize);
  const filtered = Boolean(query.action || query.target);
  return (
    <section aria-labelledby="admin-audit-heading" className="grid gap-4">
      <h2 id="admin-audit-heading" className="text-lg font-semibold">
        {t("heading")}
      </h2>
      <form method="get" role="search" aria-label={t("filters")} className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <label htmlFor="admin-audit-action" className="text-sm font-medium">
            {t("action")}
          </label>
          <NativeSelect id="admin-audit-action" name="action" defaultValue={query.action}>
            <option value="">{t("allActions")}</option>
            {actions.map((action) => (
              <option key={action} value={action}>
                {actionName(action)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid min-w-60 flex-1 gap-1">
          <label htmlFor="admin-audit-target" className="text-sm font-medium">
            {t("target")}
          </label>
          <Input
            id="admin-audit-target"
            name="target"
            type="search"
            defaultValue={query.target}
            placeholder={t("targetHint")}
            maxLength={120}
            autoComplete="off"
          />
        </div>
        <button type="submit" className={buttonVariants()}>
          {t("apply")}
        </button>
        {filtered ? (
          <Link href="/admin/audit" className={buttonVariants({ variant: "ghost" })}>
            {t("clear")}
          </Link>
        ) : null}
      </form>
      {result.rows.length === 0 ? (
        <p
          className="rounded-[var(--radius)] border border-dashed border-border p-6 text-center font-medium"
          data-testid="admin-audit-empty"
        >
          {filtered ? t("noMatches") : t("empty")}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" role="status">
            {t("count", { total: result.total })}
          </p>
          <ol className="divide-y divide-border rounded-[var(--radius)] border border-border">
            {result.rows.map((row) => (
              <li key={row.id} className="grid gap-2 p-3 text-sm" data-testid="admin-audit-entry">
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <span className="font-medium" data-testid="admin-audit-action">
                    {actionName(row.action)}
                  </span>
                  <AuditTarget row={row} />
                  <span className="ml-auto text-muted-foreground">
                    <time dateTime={row.createdAt.toISOString()}>
                      {formatShopTimeWithZone(row.createdAt, locale)}
                    </time>
                  </span>
                </div>
                <p className="text-muted-foreground">{t("by", { email: row.actorEmail })}</p>
                <AuditChanges before={row.before} after={row.after} />
              </li>
            ))}
          </ol>
          <ListPager
            namespace="admin.users.pager"
            label={t("pages")}
            page={result.page}
            pages={pages}
            hrefFor={(page) => `/admin/audit${auditSearch({ ...query, page })}`}
          />
        </>
      )}
    </section>
  );
}

/** The record an entry is about: an order links to its admin page, an account shows its e-mail. */
function AuditTarget({ row }: { row: AuditRow }) {
  const t = useTranslations("admin.audit");
  if (row.targetType === "order")
    return (
      <Link
        href={`/admin/orders/${row.targetId}`}
        className="font-mono text-primary underline-offset-4 hover:underline"
      >
        {row.targetId}
      </Link>
    );
  const label = translateOr(t, `targets.${row.targetType}`, row.targetType);
  return (
    <span className="break-all">
      {label}: {row.targetType === "user" && row.targetEmail ? row.targetEmail : row.targetId}
    </span>
  );
}
