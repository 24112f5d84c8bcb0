/**
 * RFC 4180 CSV for spreadsheets. A cell starting with = + - @ (or a tab or carriage return, which some
 * programs skip before looking) could run as a formula when the file is opened; such a cell gets a
 * leading apostrophe, so a customer's name can never become a command on a staff computer (OWASP
 * "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  // Our own numbers (amounts, counts) are safe and must stay numbers, a negative one included.
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows joined with CRLF, the line end RFC 4180 names and every spreadsheet reads. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
