/**
 * A file's size for people, in the visitor's language: "512 bytes", "1.2 kB", "12.5 MB" (one decimal
 * at most; 1024 bytes to the kilobyte, as the 50 MB limit counts them). A unit that would read 1,024
 * after rounding gives way to the next one.
 */
export function formatFileSize(bytes: number, locale: string): string {
  if (bytes < 1024) {
    return new Intl.NumberFormat(locale, { style: "unit", unit: "byte", unitDisplay: "long" }).format(bytes);
  }
  let value = bytes / 1024;
  let unit: "kilobyte" | "megabyte" = "kilobyte";
  if (Math.round(value * 10) / 10 >= 1024) {
    value /= 1024;
    unit = "megabyte";
  }
  return new Intl.NumberFormat(locale, { style: "unit", unit, maximumFractionDigits: 1 }).format(value);
}
