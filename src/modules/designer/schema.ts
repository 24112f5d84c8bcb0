import { z } from "zod";

/** A design's name as the customer types it; blank is refused by the form. */
const designNameSchema = z.string().trim().min(1).max(80);

/** Autosave: a new draft (no id) or the draft's new document. The document is checked on the server. */
export const saveDesignInput = z.object({
  designId: z.uuid().nullable(),
  name: designNameSchema,
  document: z.unknown(),
});

/** "Add to cart": the draft is saved, frozen and drawn into one print file per side. */
export const printDesignInput = z.object({
  designId: z.uuid(),
  document: z.unknown(),
});

/** Signed links to the customer's own uploads, to draw them at full size in the designer. */
export const designImagesInput = z.object({ uploadIds: z.array(z.uuid()).max(60) });

export const renameDesignInput = z.object({ designId: z.uuid(), name: designNameSchema });
export const designIdInput = z.object({ designId: z.uuid() });

/** An image the designer may draw: the customer's upload at full resolution. */
export type DesignImage = { uploadId: string; name: string; url: string; widthPx: number; heightPx: number };

export type SaveDesignResult =
  | { ok: true; designId: string }
  | { ok: false; error: "invalid" | "notFound" | "rateLimited" | "unauthorized" | "failed" };

/**
 * The print files made, one per side, ready for the cart's add (the same checks as an uploaded file).
 * `imageNotFound`: an image is not one of the caller's uploads (or was removed); `tooComplex` / `busy`
 * as for an upload's analysis.
 */
export type PrintDesignResult =
  | { ok: true; files: { areaId: string; uploadId: string }[] }
  | {
      ok: false;
      error:
        | "invalid"
        | "notFound"
        | "imageNotFound"
        | "tooComplex"
        | "busy"
        | "rateLimited"
        | "unauthorized"
        | "failed";
    };

export type DesignImagesResult =
  { ok: true; images: DesignImage[] } | { ok: false; error: "invalid" | "unauthorized" | "failed" };
