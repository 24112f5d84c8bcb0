import { useTranslations } from "next-intl";
import { cn } from "@/lib/cn";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Link } from "@/modules/i18n/components/navigation";
import { lastDays, PERIOD_PRESETS, periodSearch, type OverviewPeriod } from "../overview-range";

/**
 * The period as a plain GET form (?from=&to=, shop days) and quick links for the last 7, 30 or 90 days
 * up to `today`. A period the URL got wrong is named here; the default period is shown meanwhile.
 */
export function OverviewPeriodForm({ period, today }: { period: OverviewPeriod; today: string }) {
  const t = useTranslations("admin.overview.period");
  return (
    <section aria-labelledby="overview-period" className="grid gap-3">
      <h2 id="overview-period" className="sr-only">
        {t("heading")}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <form method="get" className="flex flex-wrap items-end gap-3">
          <label className="grid gap-1 text-sm">
            <span>{t("from")}</span>
            <Input type="date" name="from" defaultValue={period.from} className="w-40" />
          </label>
          <label className="grid gap-1 text-sm">
            <span>{t("to")}</span>
            <Input type="date" name="to" defaultValue={period.to} className="w-40" />
          </label>
          <Button type="submit" variant="outline">
            {t("show")}
          </Button>
        </form>
        <nav aria-label={t("presets")} className="flex flex-wrap gap-2">
          {PERIOD_PRESETS.map((days) => {
            const preset = lastDays(today, days);
            const current = preset.from === period.from && preset.to === period.to;
            return (
              <Link
                key={days}
                href={`/admin${periodSearch(preset)}`}
                aria-current={current ? "page" : undefined}
                className={cn(buttonVariants({ variant: current ? "default" : "outline", size: "sm" }))}
              >
                {t("last", { days })}
              </Link>
            );
          })}
        </nav>
      </div>
      {period.error ? (
        <p role="alert" className="text-sm text-destructive" data-testid="overview-period-error">
          {t(`errors.${period.error}`)}
        </p>
      ) : null}
    </section>
  );
}
