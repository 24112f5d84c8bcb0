"use client";

import { useTranslations } from "next-intl";
import type { LocalizedSizeChart } from "../schema";
import { sizeChartCells } from "../size-chart-display";

/**
 * The product page's size chart (docs/product-rules.md#size-chart): a disclosure that opens with the
 * keyboard like any `<summary>`, holding a table of sizes by measures in centimetres and inches. The
 * table scrolls sideways inside its box on a narrow screen instead of widening the page.
 */
export function ProductSizeChart({ chart, locale }: { chart: LocalizedSizeChart; locale: string }) {
  const t = useTranslations("product.sizeChart");
  const rows = sizeChartCells(chart, locale, {
    cm: (value) => t("cm", { value }),
    inch: (value) => t("inch", { value }),
  });
  return (
    <details className="group rounded-md border" data-testid="size-chart">
      <summary className="cursor-pointer rounded-md px-4 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        {t("title")}
      </summary>
      <div className="overflow-x-auto px-4 pb-4" tabIndex={0} role="region" aria-label={t("title")}>
        <table className="w-full min-w-max border-collapse text-sm">
          <caption className="pb-2 text-left text-muted-foreground">{t("caption")}</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-2 pr-4 text-left font-semibold">
                {t("size")}
              </th>
              {chart.measures.map((measure, i) => (
                <th key={i} scope="col" className="py-2 pr-4 text-left font-semibold">
                  {measure}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-b last:border-0">
                <th scope="row" className="py-2 pr-4 text-left font-semibold">
                  {row.label}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={i} className="whitespace-nowrap py-2 pr-4 tabular-nums">
                    {cell ?? <span className="text-muted-foreground">{t("notMeasured")}</span>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
