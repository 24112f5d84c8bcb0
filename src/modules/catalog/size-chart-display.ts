import type { LocalizedSizeChart } from "./schema";

/*
 * How the product page writes a size chart's values (docs/product-rules.md#size-chart): centimetres with
 * one decimal and inches with one decimal, in the page's language's number format.
 */

const MM_PER_INCH = 25.4;

/** Each row's label and its cells as "52.0 cm / 20.5 in" (the units as given), null where not measured. */
export function sizeChartCells(
  chart: LocalizedSizeChart,
  locale: string,
  units: { cm: (value: string) => string; inch: (value: string) => string },
): { label: string; cells: (string | null)[] }[] {
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return chart.rows.map((row) => ({
    label: row.label,
    cells: chart.measures.map((_, i) => {
      const mm = row.mm[i];
      if (mm === null || mm === undefined) return null;
      return `${units.cm(number.format(mm / 10))} / ${units.inch(number.format(mm / MM_PER_INCH))}`;
    }),
  }));
}
