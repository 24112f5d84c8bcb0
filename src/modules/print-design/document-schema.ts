import { z } from "zod";
import { FONT_IDS, FONT_WEIGHTS } from "./fonts";
import { BLEED_MM, SAFETY_MM } from "./geometry";

/**
 * The design document (docs/designer.md#the-document): what the designer edits, the server keeps and the
 * print renderer draws. Every length is in millimetres on the side's page (trim plus bleed, origin at its
 * top-left corner); a text's size is in points. The schema is the limit on what a browser may send:
 * sizes, counts, fonts from the list, images by upload id only (the server checks they are the
 * customer's own).
 */

export const MAX_ELEMENTS_PER_SIDE = 60;
export const MAX_TEXT_LENGTH = 500;
export const MAX_QR_LENGTH = 300;
/** Larger than any page we sell (an A0 poster is 841 × 1189 mm), so no element grows without end. */
const MAX_LENGTH_MM = 2000;
/** The widest bleed or safety margin a document may have (the catalogue reads no wider from specs). */
const MAX_MARGIN_MM = 20;

const colour = z.string().regex(/^#[0-9a-f]{6}$/i, "colour");
const position = z.number().finite().min(-MAX_LENGTH_MM).max(MAX_LENGTH_MM);
const size = z.number().finite().min(0.5).max(MAX_LENGTH_MM);

const placed = {
  /** Unique within the document; names the element in the editor and in warnings. */
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  x: position,
  y: position,
  width: size,
  height: size,
  /** Degrees clockwise about the element's centre. */
  rotation: z.number().finite().min(-360).max(360),
};

export const textElementSchema = z.object({
  ...placed,
  kind: z.literal("text"),
  text: z.string().max(MAX_TEXT_LENGTH),
  font: z.enum(FONT_IDS),
  weight: z.union(FONT_WEIGHTS.map((weight) => z.literal(weight)) as [z.ZodLiteral<400>, z.ZodLiteral<700>]),
  /** Points. */
  size: z.number().finite().min(4).max(400),
  color: colour,
  align: z.enum(["left", "center", "right"]),
});

export const shapeElementSchema = z.object({
  ...placed,
  kind: z.enum(["rect", "ellipse"]),
  fill: colour.nullable(),
  stroke: colour.nullable(),
  strokeWidth: z.number().finite().min(0).max(50),
});

/** A straight line across its box's width, through the box's middle; rotation turns it. */
export const lineElementSchema = z.object({
  ...placed,
  kind: z.literal("line"),
  stroke: colour,
  strokeWidth: z.number().finite().min(0.1).max(50),
});

const imageElementSchema = z.object({
  ...placed,
  kind: z.literal("image"),
  /** An upload of the customer's, checked by the server (never a URL). */
  uploadId: z.uuid(),
});

export const qrElementSchema = z.object({
  ...placed,
  kind: z.literal("qr"),
  value: z.string().min(1).max(MAX_QR_LENGTH),
  color: colour,
});

const designElementSchema = z.discriminatedUnion("kind", [
  textElementSchema,
  shapeElementSchema,
  lineElementSchema,
  imageElementSchema,
  qrElementSchema,
]);

export const designSideSchema = z.object({
  /** The product's print area this side is printed on. */
  areaId: z.string().min(1).max(40),
  /** Fills the whole page, bleed included; null leaves the paper white. */
  background: colour.nullable(),
  /** Drawn first to last: the last is on top. */
  elements: z.array(designElementSchema).max(MAX_ELEMENTS_PER_SIDE),
});

export const designDocumentSchema = z
  .object({
    version: z.literal(1),
    productId: z.number().int().positive(),
    /** Trim size of every side, millimetres: the product's print area when the design was made. */
    trim: z.object({
      width: z.number().int().positive().max(1200),
      height: z.number().int().positive().max(1200),
    }),
    /**
     * Bleed on every edge and safety margin inside the trim, mm, from the product's print area when the
     * design was made (geometry.ts). A draft saved before they were stored had our 3 mm standard.
     */
    bleed: z.number().min(0).max(MAX_MARGIN_MM).default(BLEED_MM),
    safety: z.number().min(0).max(MAX_MARGIN_MM).default(SAFETY_MM),
    sides: z.array(designSideSchema).min(1).max(2),
  })
  .superRefine((document, context) => {
    const ids = document.sides.flatMap((side) => side.elements.map((element) => element.id));
    if (new Set(ids).size !== ids.length)
      context.addIssue({ code: "custom", message: "duplicate element id" });
    const areas = document.sides.map((side) => side.areaId);
    if (new Set(areas).size !== areas.length) context.addIssue({ code: "custom", message: "duplicate side" });
  });

export type DesignDocument = z.infer<typeof designDocumentSchema>;
export type DesignSide = z.infer<typeof designSideSchema>;
export type DesignElement = z.infer<typeof designElementSchema>;
export type TextElement = z.infer<typeof textElementSchema>;
export type ShapeElement = z.infer<typeof shapeElementSchema>;
export type LineElement = z.infer<typeof lineElementSchema>;
export type ImageElement = z.infer<typeof imageElementSchema>;
export type QrElement = z.infer<typeof qrElementSchema>;
