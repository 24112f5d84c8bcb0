import { useTranslations } from "next-intl";
import type { Locale } from "@/modules/i18n";
import { formatShopTime } from "@/modules/admin/shared";
import type { AdminOrder } from "../order-detail.server";
import { ProviderLogEntry } from "@/modules/admin/provider/components/provider-log-entry";

/**
 * Every exchange with the provider about this order, newest first, each shown as on the provider log
 * page (one entry component, one rule for what counts as an error).
 */
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
          {order.providerLog.map((entry) => (
            <ProviderLogEntry key={entry.id} entry={entry} time={formatShopTime(entry.createdAt, locale)} />
          ))}
        </ol>
      )}
    </section>
  );
}
