import "server-only";
import type { DesignDocument } from "@/modules/print-design";
import { documentGeometry } from "@/modules/print-design";
import { freezeDesign } from "@/modules/print-design/server";
import { UploadError } from "@/modules/uploads";
import { recordDesignPrintFile } from "@/modules/uploads/server";
import { log } from "@/server/log";
import type { PrintDesignResult } from "./schema";

const logger = log.child({ component: "designer" });

/** A print file's name: the design's, made safe for a file name, and the side's area. */
function fileName(name: string, areaId: string): string {
  const base =
    name
      .normalize("NFC")
      .replace(/[^\p{L}\p{M}\p{N} _-]+/gu, "")
      .trim()
      .slice(0, 60) || "design";
  return `${base}-${areaId}.pdf`;
}

/**
 * The print files of a design going into the cart (docs/designer.md#print-file): a frozen copy of the
 * document is kept, and each side is drawn from it into a one-page PDF upload of the cart, in the
 * analysis processes, one side after the other. The files then go through the cart's own add, so a
 * designed line is checked exactly like an uploaded one.
 */
export async function printDesignFiles(
  cartId: string,
  design: { name: string; document: DesignDocument },
): Promise<PrintDesignResult> {
  const designId = await freezeDesign(cartId, design);
  const geometry = documentGeometry(design.document);
  const files: { areaId: string; uploadId: string }[] = [];
  try {
    for (const side of design.document.sides) {
      const recorded = await recordDesignPrintFile(
        { cartId, designId, fileName: fileName(design.name, side.areaId), side, geometry },
        logger,
      );
      if ("imageNotFound" in recorded) return { ok: false, error: "imageNotFound" };
      files.push({ areaId: side.areaId, uploadId: recorded.uploadId });
    }
  } catch (error) {
    if (error instanceof UploadError && error.code === "busy") return { ok: false, error: "busy" };
    if (error instanceof UploadError) return { ok: false, error: "tooComplex" };
    throw error;
  }
  return { ok: true, files };
}
