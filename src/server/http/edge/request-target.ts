import { hasControlCharacter } from "../../../lib/form-text";

/**
 * What is wrong with a request's address, if anything, before Next sees it: a broken %-escape in the
 * path (Next answers 500), or a control character (NUL, ESC, DEL...) in the path or in any query
 * parameter's name or value. No page or endpoint has a use for one, and a NUL that reaches a query
 * makes PostgreSQL fail ("invalid byte sequence"): refused here once, for every page, endpoint and
 * export, instead of by each of them. Also an SVG sent to Next's image optimizer (see isSvg).
 */
export function targetRefusal(url: string): "badPath" | "controlCharacters" | "imageNotAllowed" | null {
  const mark = url.indexOf("?");
  const path = mark === -1 ? url : url.slice(0, mark);
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(path);
  } catch {
    return "badPath";
  }
  if (hasControlCharacter(decodedPath)) return "controlCharacters";
  if (mark === -1) return null;
  // URLSearchParams decodes as the app will (+ as a space, a broken escape kept as it is).
  const query = new URLSearchParams(url.slice(mark + 1));
  for (const [name, value] of query) {
    if (hasControlCharacter(name) || hasControlCharacter(value)) return "controlCharacters";
  }
  if (path === IMAGE_OPTIMIZER && isSvg(query.get("url") ?? "")) return "imageNotAllowed";
  return null;
}

const IMAGE_OPTIMIZER = "/_next/image";

/**
 * next/image never sends an SVG to the optimizer (it serves them as they are), and the optimizer
 * refuses one with an error in the log: a request for it can only be someone probing.
 */
function isSvg(source: string): boolean {
  try {
    return new URL(source, "http://shop.invalid").pathname.toLowerCase().endsWith(".svg");
  } catch {
    return false;
  }
}
