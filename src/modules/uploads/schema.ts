import { z } from "zod";
import { uploadKinds } from "./constants";

/** Why a file may not print well; the widget turns each code into a sentence in the visitor's language. */
const readinessReasonSchema = z.discriminatedUnion("code", [
  /** Image proportions differ from the print size: "cover" fit will crop. Ratios are width / height. */
  z.object({ code: z.literal("aspectMismatch"), imageRatio: z.number(), printRatio: z.number() }),
  z.object({ code: z.literal("pageCount"), pages: z.number().int(), expected: z.number().int() }),
  z.object({ code: z.literal("pageSize"), pageWidthMm: z.number(), pageHeightMm: z.number() }),
  // A book's files: these refuse the file (blockingReasons), on the product page and in the cart.
  /** The interior is not a PDF whose pages we could count. */
  z.object({ code: z.literal("interiorNotPdf") }),
  /** The interior's page count is not the chosen one. */
  z.object({ code: z.literal("interiorPageCount"), pages: z.number().int(), expected: z.number().int() }),
  /** A cover PDF's page is not the cover spread (printWidthMm × printHeightMm). */
  z.object({ code: z.literal("coverSize"), pageWidthMm: z.number(), pageHeightMm: z.number() }),
  /** A cover image's proportions are not the spread's. */
  z.object({ code: z.literal("coverProportions"), imageRatio: z.number(), printRatio: z.number() }),
  // A die-cut design's cut line (docs/product-rules.md#cut-lines): these refuse the file too.
  /** The PDF declares no CutContour spot colour. */
  z.object({ code: z.literal("cutLineMissing") }),
  /** An image: it cannot carry a cut line. */
  z.object({ code: z.literal("cutLineNotPdf") }),
]);

const printReadinessSchema = z.object({
  /** Images: good ≥ 300 DPI, ok 150–299, low < 150. PDFs: good, or warning with reasons. */
  status: z.enum(["good", "ok", "low", "warning"]),
  /** Effective resolution at the print size (images only). */
  dpi: z.number().int().nullable(),
  /** The print size it was judged against, in the orientation that fits the design. */
  printWidthMm: z.number(),
  printHeightMm: z.number(),
  /** The design is printed the other way round from the size the product lists (a landscape A3 poster). */
  turned: z.boolean(),
  expectedPages: z.number().int(),
  reasons: z.array(readinessReasonSchema),
});

/** The upload endpoint's 201 answer. URLs are signed and expire (see PREVIEW_URL_TTL_SECONDS). */
export const uploadedDesignSchema = z.object({
  fileId: z.uuid(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  kind: z.enum(uploadKinds),
  mimeType: z.string(),
  md5: z.string().regex(/^[0-9a-f]{32}$/),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  previewUrl: z.string().nullable(),
  widthPx: z.number().int().nullable(),
  heightPx: z.number().int().nullable(),
  pageCount: z.number().int().nullable(),
  pageWidthMm: z.number().nullable(),
  pageHeightMm: z.number().nullable(),
  /** A PDF declares a CutContour spot colour (a die-cut sticker's cut line); null for an image. */
  cutContour: z.boolean().nullable(),
  readiness: printReadinessSchema.nullable(),
});

const uploadErrorCodes = [
  "missing_file",
  "unsupported_type",
  "unreadable",
  "too_many_pixels",
  "too_complex",
  "invalid_request",
  "too_large",
  "forbidden",
  "rate_limited",
  "busy",
] as const;
export type UploadErrorCode = (typeof uploadErrorCodes)[number];

/** Every refusal is `{ error: code }` (400, 403, 413 or 429: rate_limited, busy). */
export const uploadErrorSchema = z.object({ error: z.enum(uploadErrorCodes) });

export type ReadinessReason = z.infer<typeof readinessReasonSchema>;
export type PrintReadiness = z.infer<typeof printReadinessSchema>;
export type UploadedDesign = z.infer<typeof uploadedDesignSchema>;
