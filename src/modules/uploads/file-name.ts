import { kindExtensions, type UploadKind } from "./constants";

/** Longest stored name (the `original_name` column). */
const MAX_NAME_LENGTH = 255;

/**
 * The name the visitor's file had, safe to store and show: no folder parts (some browsers send
 * `C:\fakepath\…`), no control characters, at most 255 characters with the extension kept.
 */
export function sanitizeFileName(raw: string | undefined, fallback: string): string {
  const base = (raw ?? "").split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    // Control characters, bidi overrides ("card\u202Efdp.exe") and characters file systems reserve.
    .replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069"<>|:*?]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  if (!cleaned) return fallback;
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}

/** A trailing `.xyz` that looks like a file type (1–5 letters or digits, at least one letter). */
const extensionPattern = /\.(?=[a-z\d]*[a-z])[a-z\d]{1,5}$/i;

/**
 * The visitor's (sanitized) name with the extension of what the file really is, judged by content:
 * a PNG sent as `passwdscript.html` is shown and downloaded as `passwdscript.png`, so no name ever
 * suggests a type the bytes are not. A right extension keeps the visitor's spelling (`card.PDF`); a
 * name without one (`card v1.2`) gets it added: the kind's first extension.
 */
export function nameForKind(name: string, kind: UploadKind): string {
  const lower = name.toLowerCase();
  if (kindExtensions[kind].some((extension) => lower.endsWith(extension) && lower !== extension)) return name;
  const extension = kindExtensions[kind][0]!;
  const base = name.replace(extensionPattern, "") || "design";
  return base.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}

/** A Content-Disposition header that shows `name` (any language) and cannot be broken out of. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
