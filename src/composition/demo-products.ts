import { readFile } from "node:fs/promises";
import { z } from "zod";
import { importProviderProduct, productMarginsAsSaved } from "@/modules/admin/catalog/server";
import { productImportInput, sizeChartFromSpecs } from "@/modules/catalog";
import { catalogRows, editableProduct, setImportedPicturesAndSale } from "@/modules/catalog/server";
import { accountProduct } from "@/modules/fulfilment/server";
import type { Database } from "@/server/db";
import type { SizeChart } from "@/server/db/schema/catalog";
import { env } from "@/server/env";
import { log } from "@/server/log";

const localized = z.object({ en: z.string().min(1), th: z.string().min(1) });
const fraction = z.number().min(0).max(1);

/** The file DEMO_SHOP_PRODUCTS_FILE names: products as staff would import them, with their pictures. */
const demoProductsSchema = z.array(
  z.object({
    product: productImportInput,
    /**
     * Thai names of the measures the account's specs give, by their English name: the product gets the
     * account's size chart with these (a measure without one leaves the product without a chart).
     */
    sizeChartMeasures: z.record(z.string(), z.string().min(1)).optional(),
    images: z
      .array(
        z.object({
          url: z.string().startsWith("/images/"),
          alt: localized,
          mockupArea: z
            .object({ left: fraction, top: fraction, width: fraction, height: fraction })
            .optional(),
          shows: z.object({ option: z.string(), value: z.string() }).optional(),
          /** The print area whose design the mockup area draws (the shirt's back picture: `back`). */
          mockupPrintArea: z.string().optional(),
        }),
      )
      .min(1),
  }),
);

/**
 * The demo shop sells every kind the spec names (docs/admin.md#provider-catalogue): at start, each
 * product of DEMO_SHOP_PRODUCTS_FILE that the connected account offers is imported the way staff
 * import one, and published when the margin guard passes. One already there (by reference) is left as
 * staff left it; one the account doesn't offer is skipped, so a real account never gets a product it
 * can't print. Nothing here stops the start: a failure is logged and the shop serves without it.
 */
export async function seedDemoProducts(database: Database): Promise<void> {
  const file = env().DEMO_SHOP_PRODUCTS_FILE;
  if (!file) return;
  let entries: z.infer<typeof demoProductsSchema>;
  try {
    entries = demoProductsSchema.parse(JSON.parse(await readFile(file, "utf8")));
  } catch (error) {
    log.warn({ err: error, file }, "demo shop products not read");
    return;
  }
  // Products already there (an earlier start) need no call to the provider at this start.
  const present = new Set((await catalogRows(database, { locale: "en" })).map((row) => row.reference));
  for (const { product, sizeChartMeasures, images } of entries) {
    if (present.has(product.reference)) continue;
    try {
      const account = await accountProduct(product.providerReference);
      const sizeChart = sizeChartMeasures && account ? chartWithThai(account.specs, sizeChartMeasures) : null;
      if (sizeChartMeasures && account && !sizeChart)
        log.warn(
          { reference: product.reference },
          "demo product's size chart not made from the account's specs",
        );
      const imported = await importProviderProduct(
        database,
        null,
        { ...product, sizeChart: sizeChart ?? product.sizeChart },
        account,
      );
      if (!imported.ok) {
        if (imported.error === "invalid" && imported.fieldErrors.reference === "referenceTaken") continue;
        log.warn({ reference: product.reference, result: imported }, "demo product not imported");
        continue;
      }
      const margins = await productMarginsAsSaved((await editableProduct(database, imported.id))!);
      const active = margins.ok && margins.losses.length === 0;
      await setImportedPicturesAndSale(database, imported.id, { images, active });
      log.info({ reference: product.reference, id: imported.id, published: active }, "demo product imported");
    } catch (error) {
      log.warn({ err: error, reference: product.reference }, "demo product not imported");
    }
  }
}

/** The account's size chart with the Thai measure names the file gives; null when one is missing. */
function chartWithThai(
  specs: Parameters<typeof sizeChartFromSpecs>[0],
  thai: Record<string, string>,
): SizeChart | null {
  const chart = sizeChartFromSpecs(specs);
  if (!chart || chart.measures.some((en) => !thai[en])) return null;
  return { measures: chart.measures.map((en) => ({ en, th: thai[en]! })), rows: chart.rows };
}
