import { z } from "zod";
import {
  designSideSchema,
  lineElementSchema,
  MAX_ELEMENTS_PER_SIDE,
  MAX_TEXT_LENGTH,
  qrElementSchema,
  shapeElementSchema,
  textElementSchema,
} from "@/modules/print-design";
import { DESIGN_KINDS } from "../designer-product";

/**
 * A template as kept in this folder's JSON files: a design document's sides laid out on one reference
 * trim, with every text in both languages. templates.ts turns one into a document for a product's own
 * trim and the customer's language.
 */

const wording = z.object({ en: z.string().max(MAX_TEXT_LENGTH), th: z.string().max(MAX_TEXT_LENGTH) });

const templateTextSchema = textElementSchema.extend({ text: wording });

/** The document's elements less images: a template can't hold a customer's upload. */
const templateElementSchema = z.discriminatedUnion("kind", [
  templateTextSchema,
  shapeElementSchema,
  lineElementSchema,
  qrElementSchema,
]);

const templateSideSchema = z.object({
  background: designSideSchema.shape.background,
  elements: z.array(templateElementSchema).max(MAX_ELEMENTS_PER_SIDE),
});

export const designTemplateSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "kebab-case id"),
    kind: z.enum(DESIGN_KINDS),
    name: z.object({ en: z.string().min(1).max(60), th: z.string().min(1).max(60) }),
    /** The trim the template was laid out on, millimetres; other trims are scaled from it. */
    trim: z.object({ width: z.number().min(20).max(1200), height: z.number().min(20).max(1200) }),
    /** Front, then an optional back. */
    sides: z.array(templateSideSchema).min(1).max(2),
  })
  .superRefine((template, context) => {
    // The document refuses a repeated id across its sides, so a template must not carry one.
    const ids = template.sides.flatMap((side) => side.elements.map((element) => element.id));
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    if (repeated.length > 0)
      context.addIssue({ code: "custom", message: `duplicate element id: ${repeated[0]}` });
  });

export type DesignTemplate = z.infer<typeof designTemplateSchema>;
export type TemplateSide = z.infer<typeof templateSideSchema>;
export type TemplateElement = z.infer<typeof templateElementSchema>;
export type TemplateText = z.infer<typeof templateTextSchema>;
