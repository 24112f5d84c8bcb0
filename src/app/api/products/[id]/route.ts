import { getProduct } from "@/modules/catalog/catalog.server";
import { apiLocale, apiTranslator } from "@/modules/i18n/api-translator";
import { withRequestLog } from "@/server/http/with-request-log";

export const dynamic = "force-dynamic";

/** One product (spec §3 Product) in the language of `?lang=`; 404 when it doesn't exist. */
export const GET = withRequestLog<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const locale = apiLocale(request);
  const { id } = await params;
  const product = /^\d{1,9}$/.test(id) ? await getProduct(Number(id), locale) : undefined;
  if (!product) {
    return Response.json(
      { error: "product_not_found", message: apiTranslator(locale)("productNotFound") },
      { status: 404 },
    );
  }
  return Response.json(product, { headers: { "cache-control": "public, max-age=60" } });
});
