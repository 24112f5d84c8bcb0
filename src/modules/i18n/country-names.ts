/**
 * Places whose everyday name is CLDR's short form: the long one ("Hong Kong SAR China",
 * "เขตปกครองพิเศษฮ่องกงแห่งสาธารณรัฐประชาชนจีน") is too long for a menu and not what people call it.
 * Only these: for most countries the short form is an abbreviation ("US", "สหรัฐฯ"), so the long name stays.
 */
const shortNamed = new Set(["HK", "MO", "PS"]);

/** Countries named in `locale` (Intl.DisplayNames) and sorted by that name, for pickers. */
export function namedCountries(codes: readonly string[], locale: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  const shortNames = new Intl.DisplayNames([locale], { type: "region", style: "short" });
  return codes
    .map((code) => ({ code, name: (shortNamed.has(code) ? shortNames : names).of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** One country's name in `locale`, as the pickers name it. */
export function countryName(code: string, locale: string): string {
  return namedCountries([code], locale)[0]?.name ?? code;
}
