/**
 * A "contains" pattern for LIKE / ILIKE that takes the search text literally: `%`, `_` and the escape
 * character itself (backslash, PostgreSQL's default) are escaped, so staff searching "50%" or "a_b"
 * get those characters, not wildcards.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
