import { useTranslations } from "next-intl";
import type { Locale } from "@/modules/i18n";
import { formatShopTime } from "@/modules/admin/shared";
import type { AdminOrder } from "../order-detail.server";

/** The CloudSignals received for this order, newest first, with what each did to it. */
export function AdminOrderSignals({ order, locale }: { order: AdminOrder; locale: Locale }) {
  const t = useTranslations("admin.order.signals");
  return (
    <section aria-labelledby="admin-order-signals" className="grid gap-3">
      <h3 id="admin-order-signals" className="font-semibold">
        {t("title")}
      </h3>
      {order.signals.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ol className="divide-y divide-border rounded-[var(--radius)] border border-border">
          {order.signals.map((signal) => (
            <li key={signal.id} className="grid gap-1.5 p-3 text-sm">
              <dl className="flex flex-wrap gap-x-4 gap-y-1">
                <div className="flex gap-1">
                  <dt className="text-muted-foreground">{t("time")}:</dt>
                  <dd>
                    <time dateTime={signal.receivedAt.toISOString()}>
                      {formatShopTime(signal.receivedAt, locale)}
                    </time>
                  </dd>
                </div>
                <div className="flex gap-1">
                  <dt className="text-muted-foreground">{t("type")}:</dt>
                  <dd className="font-mono">{signal.type}</dd>
                </div>
                <div className="flex gap-1">
                  <dt className="text-muted-foreground">{t("outcome")}:</dt>
                  <dd className="font-mono">{signal.outcome}</dd>
                </div>
              </dl>
              <details className="text-xs">
                <summary className="cursor-pointer text-muted-foreground">{t("payload")}</summary>
                <pre className="mt-1 max-h-64 overflow-auto rounded-[var(--radius)] bg-muted p-2 whitespace-pre-wrap break-all">
                  {signal.payload}
                </pre>
              </details>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
