/**
 * The one table `npm run bench` ends with (budgets: docs/testing.md): each figure, its value, its budget and whether it
 * meets it. Figures without a budget say so ("—") rather than pass.
 */
export type BenchRow = { figure: string; value: string; budget: string; pass?: boolean };

export function formatBenchTable(rows: BenchRow[]): string {
  const header: BenchRow = { figure: "figure", value: "value", budget: "budget", pass: undefined };
  const verdict = (row: BenchRow) => (row.pass === undefined ? "—" : row.pass ? "PASS" : "FAIL");
  const all = [header, ...rows];
  const width = (pick: (row: BenchRow) => string) => Math.max(...all.map((row) => pick(row).length));
  const [figure, value, budget] = [
    width((row) => row.figure),
    width((row) => row.value),
    width((row) => row.budget),
  ];
  const line = (row: BenchRow, result: string) =>
    `  ${row.figure.padEnd(figure)}  ${row.value.padEnd(value)}  ${row.budget.padEnd(budget)}  ${result}`;
  return [line(header, "result"), ...rows.map((row) => line(row, verdict(row)))].join("\n");
}
