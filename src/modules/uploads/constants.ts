/** docs/product-rules.md#uploads: one design file up to 50 MB; exactly this many bytes is accepted, one more is not. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** Decompression-bomb guard: a 12 kB PNG can claim 50000 × 50000 pixels (10 GB decoded). */
export const MAX_IMAGE_PIXELS = 100_000_000;

export const uploadKinds = ["pdf", "jpeg", "png"] as const;
export type UploadKind = (typeof uploadKinds)[number];

/** The names each kind goes by. The server decides by content (magic bytes), never by these names. */
export const kindExtensions: Record<UploadKind, readonly string[]> = {
  pdf: [".pdf"],
  jpeg: [".jpg", ".jpeg"],
  png: [".png"],
};

/** The file input's `accept` for these kinds: ".pdf,.jpg,.jpeg,.png". */
export function acceptAttribute(kinds: readonly UploadKind[]): string {
  return kinds.flatMap((kind) => kindExtensions[kind]).join(",");
}

export const mimeTypes: Record<UploadKind, string> = {
  pdf: "application/pdf",
  jpeg: "image/jpeg",
  png: "image/png",
};

export const uploadVariants = ["original", "preview"] as const;
export type UploadVariant = (typeof uploadVariants)[number];

/** Signed preview links shown in the browser live this long (originals: caller's choice). */
export const PREVIEW_URL_TTL_SECONDS = 60 * 60;

/** True when the name ends with an extension of `kinds`; a first, friendly check in the browser only. */
export function hasAcceptedExtension(name: string, kinds: readonly UploadKind[] = uploadKinds): boolean {
  const lower = name.toLowerCase();
  return kinds.some((kind) => kindExtensions[kind].some((extension) => lower.endsWith(extension)));
}
