import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { Locale } from "@/modules/i18n";
import { formatShopTime } from "@/modules/admin/shared";
import type { AdminUserRow } from "../users-list.server";
import { UserRoleButton } from "./user-role-button";

const COLUMNS = ["name", "email", "verified", "role", "created", "orders", "actions"] as const;

/** One page of accounts with their role and the button that changes it. */
export function AdminUsersTable({
  rows,
  locale,
  currentUserId,
}: {
  rows: AdminUserRow[];
  locale: Locale;
  currentUserId: string;
}) {
  const t = useTranslations("admin.users");
  return (
    // Seven columns don't fit a phone: the table scrolls sideways, reachable by keyboard too.
    <div
      className="overflow-x-auto rounded-[var(--radius)] border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      role="region"
      aria-label={t("heading")}
      tabIndex={0}
    >
      <table className="w-full min-w-[52rem] text-left text-sm">
        <thead className="bg-muted text-muted-foreground">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={column === "orders" ? "px-3 py-2 text-right font-medium" : "px-3 py-2 font-medium"}
              >
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => {
            const admin = row.role === "admin";
            return (
              <tr key={row.id} data-testid="admin-user-row" data-email={row.email}>
                <td className="px-3 py-2">{row.name}</td>
                <td className="px-3 py-2 break-all">{row.email}</td>
                <td className="px-3 py-2">
                  {row.emailVerified ? (
                    <Badge variant="success">{t("verified")}</Badge>
                  ) : (
                    <Badge variant="neutral">{t("unverified")}</Badge>
                  )}
                </td>
                <td className="px-3 py-2" data-testid="admin-user-role">
                  <Badge variant={admin ? "violet" : "outline"}>
                    {t(`roles.${admin ? "admin" : "customer"}`)}
                  </Badge>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{formatShopTime(row.createdAt, locale)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{row.orders}</td>
                <td className="px-3 py-2">
                  {row.id === currentUserId && admin ? (
                    <span className="text-xs text-muted-foreground">{t("you")}</span>
                  ) : (
                    <UserRoleButton userId={row.id} email={row.email} isAdmin={admin} />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
