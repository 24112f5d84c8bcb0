import { z } from "zod";
import type { DesignKind } from "../designer-product";
import businessCards from "./business-card.json";
import flyers from "./flyer.json";
import postcards from "./postcard.json";
import posters from "./poster.json";
import tshirts from "./tshirt.json";
import { designTemplateSchema, type DesignTemplate } from "./template-schema";

/** The JSON files as written, one per kind. */
const FILES: Record<DesignKind, unknown[]> = {
  "business-card": businessCards,
  flyer: flyers,
  poster: posters,
  postcard: postcards,
  tshirt: tshirts,
};

/**
 * Every template, checked once when the module loads: a template that doesn't match the schema, sits
 * in the wrong kind's file or repeats another's id is a fault in this folder, so it throws with the
 * template named rather than reach a customer.
 */
function loadTemplates(): Record<DesignKind, DesignTemplate[]> {
  const seen = new Set<string>();
  const byKind = {} as Record<DesignKind, DesignTemplate[]>;
  for (const [kind, entries] of Object.entries(FILES) as [DesignKind, unknown[]][]) {
    byKind[kind] = entries.map((entry, index) => {
      const name = `${kind}.json template ${templateId(entry) ?? `#${index}`}`;
      const parsed = designTemplateSchema.safeParse(entry);
      if (!parsed.success) throw new Error(`${name} is invalid:\n${z.prettifyError(parsed.error)}`);
      const template = parsed.data;
      if (template.kind !== kind) throw new Error(`${name} is of kind ${template.kind}, not ${kind}`);
      if (seen.has(template.id)) throw new Error(`${name}: another template has the id ${template.id}`);
      seen.add(template.id);
      return template;
    });
  }
  return byKind;
}

function templateId(entry: unknown): string | undefined {
  const id = (entry as { id?: unknown } | null)?.id;
  return typeof id === "string" ? id : undefined;
}

export const TEMPLATES_BY_KIND: Readonly<Record<DesignKind, readonly DesignTemplate[]>> = loadTemplates();
