import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/modules/i18n";
import { formatOrderAmount, formatShopTime } from "@/modules/admin/shared";
import { auditChanges } from "../audit-query";

/** Fields that hold an amount in minor units of the entry's `currency` (orders' refunds, totals). */
const MONEY_FIELDS = new Set(["amount", "total", "refundedAmount", "subtotal", "shippingCost", "paymentFee"]);
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

type Shown = { field: string; currency: string | undefined; locale: Locale };

/**
 * A value as staff read it: an amount in its currency (฿929.00, not 92900), a time in the shop's time
 * zone, text as is, nothing as a dash, anything else as compact JSON.
 */
function shown(value: unknown, { field, currency, locale }: Shown): string {
  if (value === undefined || value === null || value === "") return "—";
  if (typeof value === "number" && currency && MONEY_FIELDS.has(field))
    return formatOrderAmount(value, currency, locale);
  if (typeof value === "string" && ISO_TIME.test(value) && !Number.isNaN(Date.parse(value)))
    return formatShopTime(new Date(value), locale);
  if (typeof value === "string") return value;
  const text = JSON.stringify(value);
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

/** The changed fields of one entry ("field: old → new"), folded away until asked for. */
export function AuditChanges({
  before,
  after,
}: {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}) {
  const t = useTranslations("admin.audit");
  const locale = useLocale() as Locale;
  const changes = auditChanges(before, after);
  const currency = [after?.currency, before?.currency].find((value) => typeof value === "string") as
    string | undefined;
  if (changes.length === 0) return null;
  return (
    <details className="group">
      <summary className="cursor-pointer text-primary underline-offset-4 hover:underline">
        {t("changes", { count: changes.length })}
      </summary>
      <dl className="mt-2 grid gap-1 rounded-[var(--radius)] bg-muted/40 p-2 font-mono text-xs">
        {changes.map((change) => (
          <div key={change.field} className="flex flex-wrap gap-x-2" data-testid="admin-audit-change">
            <dt className="font-semibold">{change.field}:</dt>
            <dd className="break-all">
              {shown(change.before, { field: change.field, currency, locale })} <span aria-hidden>→</span>
              <span className="sr-only">{t("becomes")}</span>{" "}
              {shown(change.after, { field: change.field, currency, locale })}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
