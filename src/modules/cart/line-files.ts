import {
  areasAsked,
  printAreaSpec,
  takesOneDesign,
  type OptionSelection,
  type Product,
} from "@/modules/catalog";
import {
  blockingReasons,
  printReadiness,
  readinessMessage,
  type DesignFacts,
  type ReadinessMessageKey,
} from "@/modules/uploads";
import type { CartLineFile } from "@/server/db/schema/cart";

export type LineFilesProblem =
  | { error: "noFiles" | "invalid" }
  /** A product with several print areas (a book) lacks the file of one. */
  | { error: "missingAreaFile"; areaName: string }
  /** A book's file does not fit: the `uploads` message that says why (the product page shows the same). */
  | {
      error: "fileProblem";
      areaId: string;
      areaName: string;
      message: { key: ReadinessMessageKey; values: Record<string, number | string> };
    };

/**
 * The server's word on a line's design files (docs/product-rules.md#product-page): every file names
 * one of the print areas the chosen options ask for (areasAsked: a T-shirt's back only with "Front and
 * back") and an upload that exists; every such area has a file, a book's cover
 * and interior and each side of a double-sided product exactly one (takesOneDesign); and each file
 * passes its area's checks with the chosen options (a book's interior page count, its cover's spread).
 * `uploads` holds the facts of the uploads found.
 */
export function checkLineFiles(
  product: Product,
  selection: OptionSelection,
  files: CartLineFile[],
  uploads: Map<string, DesignFacts>,
): LineFilesProblem | null {
  if (files.length === 0 || files.some((file) => !uploads.has(file.uploadId))) return { error: "noFiles" };
  const asked = areasAsked(product.printAreas, selection);
  for (const file of files) {
    if (!asked.some((area) => area.id === file.areaId)) return { error: "invalid" };
  }
  for (const area of asked) {
    const areaFiles = files.filter((file) => file.areaId === area.id);
    if (areaFiles.length === 0) {
      return product.printAreas.length > 1
        ? { error: "missingAreaFile", areaName: area.name }
        : { error: "noFiles" };
    }
    if (takesOneDesign(area) && areaFiles.length > 1) return { error: "invalid" };
    const spec = printAreaSpec(area, selection);
    for (const file of areaFiles) {
      const readiness = printReadiness(uploads.get(file.uploadId)!, { ...spec, cutLine: area.cutLine });
      const [reason] = blockingReasons(readiness);
      if (reason && readiness) {
        return {
          error: "fileProblem",
          areaId: area.id,
          areaName: area.name,
          message: readinessMessage(reason, readiness),
        };
      }
    }
  }
  return null;
}

/** Upload ids as the database writes them (lower case); the same file twice for one area counts once. */
export function uniqueLineFiles(files: CartLineFile[]): CartLineFile[] {
  const seen = new Set<string>();
  return files
    .map((file) => ({ areaId: file.areaId, uploadId: file.uploadId.toLowerCase() }))
    .filter((file) => {
      const key = `${file.areaId} ${file.uploadId}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
