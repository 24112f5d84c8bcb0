import { parseProductId } from "@/modules/catalog";
import { getProduct } from "@/modules/catalog/server";
import { apiLocale, apiTranslator } from "@/modules/i18n/server";
import { notFoundResponse } from "@/server/http/api-errors";
import { withRequestLog } from "@/server/http/with-request-log";

export const dynamic = "force-dynamic";

/** One product (docs/product-rules.md#catalog) in the language of `?lang=`; 404 when it doesn't exist. */
export const GET = withRequestLog<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const locale = apiLocale(request);
  const { id } = await params;
  const productId = parseProductId(id);
  const product = productId === undefined ? undefined : await getProduct(productId, locale);
  if (!product) return notFoundResponse("product_not_found", apiTranslator(locale)("productNotFound"));
  return Response.json(product, { headers: { "cache-control": "public, max-age=60" } });
});
