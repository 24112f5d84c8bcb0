import "server-only";
import { providerLine, type ProviderLine } from "@/modules/catalog";
import { getStoredProduct } from "@/modules/catalog/server";
import type { CartView } from "@/modules/cart";
import type { StoredCartLine } from "@/modules/cart/server";
import type { Locale } from "@/modules/i18n";
import type { OrderItemFile, OrderItemOption } from "@/server/db/schema/orders";

export type OrderLine = {
  productId: number;
  /** Cloudprinter's product reference: what the print order names and shipping is rated for. */
  productReference: string;
  name: string;
  options: OrderItemOption[];
  /** What the printer receives for this line; kept on the order item and sent as is (orders/add). */
  providerLine: ProviderLine;
  files: OrderItemFile[];
  quantity: number;
  unitPrice: number;
  lineTotal: number;
};

/**
 * The priced cart view joined with the stored lines and catalog: every line with our option codes,
 * the names the customer saw and the provider line (product, options, copies) the printer will get. Prices come from the view, which the
 * server computed from the catalog a moment ago.
 */
export async function orderLinesFrom(
  view: CartView,
  stored: StoredCartLine[],
  locale: Locale,
): Promise<OrderLine[]> {
  const storedById = new Map(stored.map((line) => [line.id, line]));
  const lines: OrderLine[] = [];
  for (const line of view.lines) {
    const storedLine = storedById.get(line.id);
    const product = await getStoredProduct(line.productId);
    if (!storedLine || !product) continue;
    lines.push({
      productId: product.id,
      productReference: product.providerReference,
      name: product.name[locale],
      options: product.options.flatMap((option) => {
        const value = option.values.find((candidate) => candidate.code === storedLine.options[option.code]);
        if (!value) return [];
        return [
          {
            code: option.code,
            value: value.code,
            name: option.name[locale],
            valueName: value.name[locale],
          },
        ];
      }),
      providerLine: providerLine(product, storedLine.options, line.quantity),
      // Each file keeps its print area, which Cloudprinter file it becomes (cover, book, product) and,
      // for one side of a double-sided product, the page it fills and its size (docs/product-rules.md#sides).
      files: line.files.map((file) => {
        const area = product.printAreas.find((candidate) => candidate.code === file.areaId);
        return {
          uploadId: file.id,
          name: file.name,
          kind: file.kind,
          areaId: file.areaId,
          role: area?.fileRole ?? "product",
          ...(area?.filePage
            ? { sheet: { page: area.filePage, widthMm: area.widthMm, heightMm: area.heightMm } }
            : {}),
        };
      }),
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal,
    });
  }
  return lines;
}
