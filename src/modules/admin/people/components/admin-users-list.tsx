import { useTranslations } from "next-intl";
import { pageCount } from "@/lib/paging";
import type { Locale } from "@/modules/i18n";
import { AdminSearchForm } from "@/modules/admin/shared/components/admin-search-form";
import type { AdminUserPage } from "../users-list.server";
import { adminUsersSearch, type AdminUsersQuery } from "../users-query";
import { ListPager } from "@/modules/admin/shared/components/list-pager";
import { AdminUsersTable } from "./admin-users-table";

type Props = { query: AdminUsersQuery; result: AdminUserPage; locale: Locale; currentUserId: string };

/** The Users section: a GET search form (the search lands in the URL), the page of accounts, paging. */
export function AdminUsersList({ query, result, locale, currentUserId }: Props) {
  const t = useTranslations("admin.users");
  const pages = pageCount(result.total, result.pageSize);
  const from = (result.page - 1) * result.pageSize + 1;
  const to = from + result.rows.length - 1;
  return (
    <section aria-labelledby="admin-users-heading" className="grid gap-4">
      <h2 id="admin-users-heading" className="text-lg font-semibold">
        {t("heading")}
      </h2>
      <AdminSearchForm
        formLabel={t("searchLabel")}
        id="admin-users-q"
        name="q"
        label={t("search")}
        hint={t("searchHint")}
        value={query.q}
        applyLabel={t("apply")}
        clearLabel={t("clear")}
        clearHref="/admin/users"
      />
      {result.rows.length === 0 ? (
        <div className="grid gap-1 rounded-[var(--radius)] border border-dashed border-border p-6 text-center">
          <p className="font-medium">{t("empty")}</p>
          {query.q ? <p className="text-sm text-muted-foreground">{t("emptyHint")}</p> : null}
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" role="status" data-testid="admin-users-count">
            {t("showing", { from, to, total: result.total })}
          </p>
          <AdminUsersTable rows={result.rows} locale={locale} currentUserId={currentUserId} />
          <ListPager
            namespace="admin.users.pager"
            label={t("pager.label")}
            page={result.page}
            pages={pages}
            hrefFor={(page) => `/admin/users${adminUsersSearch({ ...query, page })}`}
          />
        </>
      )}
    </section>
  );
}
