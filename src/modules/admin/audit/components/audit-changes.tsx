import { useTranslations } from "next-intl";
import { auditChanges } from "../audit-query";

/** A value as staff read it: text as is, nothing as a dash, anything else as compact JSON. */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === "") return "—";
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
  const changes = auditChanges(before, after);
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
              {shown(change.before)} <span aria-hidden>→</span>
              <span className="sr-only">{t("becomes")}</span> {shown(change.after)}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
