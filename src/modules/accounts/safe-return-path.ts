/**
 * Where to send a visitor after signing in: a path on this site, or "/". Anything that a browser could
 * read as another site is refused: "//evil.example", "https://…", "/\evil" (browsers treat "\" as "/"),
 * and control characters that some browsers strip before parsing.
 */
export function safeReturnPath(value: string | null | undefined, fallback = "/"): string {
  if (!value || value.length > 2000) return fallback;
  if (!value.startsWith("/") || value.startsWith("//")) return fallback;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const parsed = new URL(value, "http://printgo.invalid");
    if (parsed.origin !== "http://printgo.invalid") return fallback;
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return fallback;
  }
}
