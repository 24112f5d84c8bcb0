/** Countries named in `locale` (Intl.DisplayNames) and sorted by that name, for pickers. */
export function namedCountries(codes: readonly string[], locale: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  return codes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** One country's name in `locale`, as the pickers name it. */
export function countryName(code: string, locale: string): string {
  return namedCountries([code], locale)[0]?.name ?? code;
}
