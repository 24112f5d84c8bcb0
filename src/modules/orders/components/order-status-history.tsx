import { useLocale, useTranslations } from "next-intl";
import { formatDate, toLocale } from "@/modules/i18n";
import { useId } from "react";
import type { OrderView } from "../order-view";
import { historySourceDisplay } from "../status-display";
import { OrderStatusBadge, PaymentStatusLabel } from "./order-status-badge";

type Props = {
  history: OrderView["history"];
  /** The zone dates are shown in: the visitor's on shop pages, the shop's on staff pages. */
  timeZone: string;
};

/** Every change of the order, oldest first: when, status, payment, who made it, and any note. */
export function OrderStatusHistory({ history, timeZone }: Props) {
  const t = useTranslations("orders.history");
  const tSource = useTranslations("orders.source");
  const tNote = useTranslations("orders.history.notes");
  const locale = toLocale(useLocale());
  const titleId = useId();
  return (
    // The scrolling table is the one landmark named by the title: a section named the same would be a
    // second "Status history" region (axe's landmark-unique).
    <section className="grid gap-3">
      <h3 id={titleId} className="font-semibold">
        {t("title")}
      </h3>
      {history.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        // Five columns don't fit a phone: the table scrolls sideways, reachable by keyboard too.
        <div
          className="overflow-x-auto rounded-[var(--radius)] border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          role="region"
          aria-labelledby={titleId}
          tabIndex={0}
        >
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="bg-muted text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("date")}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("status")}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("payment")}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("source")}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("note")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {history.map((entry, index) => {
                const source = historySourceDisplay(entry.source);
                return (
                  <tr key={`${entry.at}-${index}`}>
                    <td className="px-3 py-2 whitespace-nowrap">
                      <time dateTime={entry.at}>
                        {formatDate(entry.at, locale, {
                          dateStyle: "medium",
                          timeStyle: "short",
                          timeZone,
                        })}
                      </time>
                    </td>
                    <td className="px-3 py-2">
                      <OrderStatusBadge status={entry.status} />
                    </td>
                    <td className="px-3 py-2">
                      <PaymentStatusLabel status={entry.paymentStatus} orderStatus={entry.status} />
                    </td>
                    <td className="px-3 py-2">
                      {"labelKey" in source ? tSource(source.labelKey) : source.raw}
                    </td>
                    <td className="px-3 py-2 text-muted-foreground">
                      {entry.noteMessage ? tNote(entry.noteMessage.key, entry.noteMessage.params) : null}
                      {/* Staff details (only the admin passes them) are English: the provider's words. */}
                      {entry.note ? (
                        <span lang="en" className={entry.noteMessage ? "block text-xs" : undefined}>
                          {entry.note}
                        </span>
                      ) : null}
                      {entry.noteMessage || entry.note ? null : "—"}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
