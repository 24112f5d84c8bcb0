import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Link } from "@/modules/i18n/components/navigation";
import type { ProviderLogQuery } from "../provider-log-query";

/**
 * A plain GET form: the filter lives in the URL (?order=, ?errors=1), so it works without JavaScript,
 * survives a reload and can be linked. Submitting starts again at page 1 (no page field).
 */
export function ProviderLogFilter({ query }: { query: ProviderLogQuery }) {
  const t = useTranslations("admin.logs.filter");
  return (
    <form method="get" role="search" aria-label={t("label")} className="flex flex-wrap items-end gap-3">
      <div className="grid gap-2">
        <Label htmlFor="provider-log-order">{t("order")}</Label>
        <Input
          id="provider-log-order"
          name="order"
          type="search"
          defaultValue={query.order}
          maxLength={100}
          placeholder="PG-XXXXXXXX"
          className="w-64"
        />
      </div>
      <label className="flex h-10 items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="errors"
          value="1"
          defaultChecked={query.errorsOnly}
          className="size-4 accent-primary"
        />
        {t("errorsOnly")}
      </label>
      <Button type="submit" variant="outline">
        {t("apply")}
      </Button>
      {query.order || query.errorsOnly ? (
        <Link
          href="/admin/logs"
          className="inline-flex h-10 items-center text-sm text-primary underline-offset-4 hover:underline"
        >
          {t("reset")}
        </Link>
      ) : null}
    </form>
  );
}
