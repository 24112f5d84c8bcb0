import { listProducts, productListQuerySchema } from "@/modules/catalog/server";
import { apiLocale, apiTranslator } from "@/modules/i18n/server";
import { invalidRequestResponse } from "@/server/http/api-errors";
import { withRequestLog } from "@/server/http/with-request-log";

export const dynamic = "force-dynamic";

/** The catalog in the language of `?lang=` (docs/product-rules.md#catalog), filtered and paged like /products. */
export const GET = withRequestLog(async (request) => {
  const locale = apiLocale(request);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = productListQuerySchema.safeParse(params);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join(".") ?? "query";
    return invalidRequestResponse(field, apiTranslator(locale)("invalidField", { field }));
  }
  const { category, q, offset, limit } = parsed.data;
  const page = await listProducts({ locale, category, search: q, offset, limit });
  return Response.json(
    { products: page.items, total: page.total, offset, limit },
    { headers: { "cache-control": "public, max-age=60" } },
  );
});
