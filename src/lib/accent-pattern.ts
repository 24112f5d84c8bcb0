/*
 * Accent-insensitive "contains" search without an extension or an index of its own: the search text is
 * folded (Latin diacritics U+0300–U+036F dropped, "Müller" → "muller"), then each Latin letter becomes a
 * class of itself and its accented forms for PostgreSQL's case-insensitive regex match (`~*`), so
 * "muller" and "müller" both find "Müller" and "Muller". pg_trgm's GIN indexes serve `~*` like `ILIKE`.
 * Thai (and every other script) is left as it is: its vowel and tone marks are not in that block.
 */

const LATIN_DIACRITICS = /[\u0300-\u036f]/g;

/** The text without Latin diacritics, recomposed (so Hangul and other scripts come back unchanged). */
export function foldAccents(text: string): string {
  return text.normalize("NFD").replace(LATIN_DIACRITICS, "").normalize("NFC");
}

/** Each ASCII letter's accented forms (both cases) among Latin-1 Supplement and Latin Extended-A/B. */
const VARIANTS: Record<string, string> = (() => {
  const variants: Record<string, string> = {};
  for (let code = 0xc0; code <= 0x24f; code += 1) {
    const character = String.fromCodePoint(code);
    const base = foldAccents(character).toLowerCase();
    if (base !== character.toLowerCase() && /^[a-z]$/.test(base))
      variants[base] = (variants[base] ?? "") + character;
  }
  return variants;
})();

/** Characters PostgreSQL's regular expressions give a meaning; escaped with a backslash to be literal. */
const REGEX_SPECIAL = /[\\^$.|?*+()[\]{}]/;

/**
 * A PostgreSQL regular expression (for `~*`) that finds `text` anywhere, literally, whatever the Latin
 * accents on either side.
 */
export function accentInsensitivePattern(text: string): string {
  let pattern = "";
  for (const character of foldAccents(text)) {
    const lower = character.toLowerCase();
    const variants = VARIANTS[lower];
    if (variants) pattern += `[${lower}${lower.toUpperCase()}${variants}]`;
    else if (REGEX_SPECIAL.test(character)) pattern += `\\${character}`;
    else pattern += character;
  }
  return pattern;
}
