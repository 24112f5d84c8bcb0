/**
 * One cookie's value from a `Cookie` header (or `document.cookie`), or undefined. A value with a broken
 * %-escape is returned as sent rather than thrown on: a cookie is the client's to garble.
 */
export function cookieValue(cookies: string | undefined, name: string): string | undefined {
  for (const part of (cookies ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}
