/** Countries named in `locale` (Intl.DisplayNames) and sorted by that name, for pickers. */
export function namedCountries(codes: readonly string[], locale: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  return codes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
