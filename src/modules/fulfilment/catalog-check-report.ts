import { z } from "zod";

/**
 * The catalog check's report (docs/cloudprinter.md §9): for one provider connection, whether each
 * catalog product and option value can be printed there, and what one unit costs us against what we
 * charge. Stored as JSON (`provider_catalog_checks.report`) and read back through this schema.
 */
const catalogValueCheckSchema = z.object({
  optionId: z.string(),
  valueId: z.string(),
  ok: z.boolean(),
  /** Why it cannot be printed, e.g. "option product_finish_gloss is not an option of poster_a3_fc". */
  problem: z.string().optional(),
});

const catalogProductCheckSchema = z.object({
  productId: z.number().int(),
  /** Our product reference (the slug), for people reading the report. */
  productReference: z.string(),
  /** The provider product it prints as. */
  reference: z.string(),
  /** false when the product itself cannot be ordered (its provider product is missing, or no value of an option is left). */
  ok: z.boolean(),
  problems: z.array(z.string()),
  values: z.array(catalogValueCheckSchema),
  /** One unit with the default choices, quoted to the reference country; absent when it could not be quoted. */
  cost: z
    .object({
      providerUsdCents: z.number().int(),
      ourUsdCents: z.number().int(),
      /** The provider charges more than we do: every sale loses money. Reported, still orderable. */
      loss: z.boolean(),
    })
    .optional(),
  /** Why no cost could be compared (the quote failed, or the currency is unknown). Not a failure. */
  costProblem: z.string().optional(),
});

export const catalogCheckReportSchema = z.object({
  checkedAt: z.iso.datetime(),
  /** `<environment>|<base URL>|<key fingerprint>`: which connection the report is for. */
  connection: z.string(),
  environment: z.string(),
  referenceCountry: z.string(),
  /** false when any product or value failed. */
  ok: z.boolean(),
  products: z.array(catalogProductCheckSchema),
});

export type CatalogValueCheck = z.infer<typeof catalogValueCheckSchema>;
export type CatalogProductCheck = z.infer<typeof catalogProductCheckSchema>;
export type CatalogCheckReport = z.infer<typeof catalogCheckReportSchema>;

/** The counts a summary line prints. */
export function summarizeCatalogCheck(report: CatalogCheckReport) {
  const products = report.products.length;
  const failedProducts = report.products.filter((product) => !product.ok).length;
  const failedValues = report.products.flatMap((product) => product.values).filter((value) => !value.ok);
  const losses = report.products.filter((product) => product.cost?.loss).length;
  return { products, failedProducts, failedValues: failedValues.length, losses };
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * The report for people (`npm run catalog:check`): one line per product, "OK" or what failed, then a
 * line per unprintable value, and a summary with the counts and losses.
 */
export function formatCatalogCheck(report: CatalogCheckReport): string[] {
  const width = Math.max(...report.products.map((product) => product.productReference.length), 0);
  const refWidth = Math.max(...report.products.map((product) => product.reference.length), 0);
  const lines = report.products.flatMap((product) => {
    const failedValues = product.values.filter((value) => !value.ok);
    const status = !product.ok ? "FAILED" : failedValues.length > 0 ? "PARTLY" : "OK";
    const cost = product.cost
      ? `provider ${dollars(product.cost.providerUsdCents)} / ours ${dollars(product.cost.ourUsdCents)}${product.cost.loss ? "  LOSS" : ""}`
      : `cost not compared${product.costProblem ? ` (${product.costProblem})` : ""}`;
    const head = `${status.padEnd(6)}  ${product.productReference.padEnd(width)}  ${product.reference.padEnd(refWidth)}`;
    return [
      product.ok ? `${head}  ${cost}` : `${head}  ${product.problems.join("; ")}`,
      ...failedValues.map(
        (value) => `${"".padEnd(8)}${value.optionId}=${value.valueId} unavailable: ${value.problem ?? ""}`,
      ),
    ];
  });
  const counts = summarizeCatalogCheck(report);
  const losses = report.products.filter((product) => product.cost?.loss).map((p) => p.productReference);
  return [
    ...lines,
    "",
    `${counts.products} products: ${counts.products - counts.failedProducts} orderable, ${counts.failedProducts} unavailable; ` +
      `${counts.failedValues} option values unavailable; ${counts.losses} sold at a loss${losses.length > 0 ? ` (${losses.join(", ")})` : ""}.`,
  ];
}
