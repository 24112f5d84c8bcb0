import { apiLocale, apiTranslator } from "@/modules/i18n/server";
import { MAX_QUOTE_BODY_BYTES, QUOTE_KEEP_SECONDS, QUOTE_RATE_LIMIT, quote } from "@/modules/pricing/server";
import { quoteRequestSchema } from "@/modules/pricing";
import {
  invalidRequestResponse as invalid,
  notFoundResponse,
  rateLimitedResponse,
} from "@/server/http/api-errors";
import { withinClientRateLimit } from "@/server/http/client-rate-limit";
import { EDGE_KEEP_SECONDS_HEADER } from "@/server/http/edge/edge-headers";
import { readBodyJson } from "@/server/http/read-body";
import { withRequestLog } from "@/server/http/with-request-log";

export const dynamic = "force-dynamic";

/** The quote answer (docs/product-rules.md#quotes) for `{productId, quantity, options, country, shippingLevel}`, in USD cents. */
export const POST = withRequestLog(async (request) => {
  const locale = apiLocale(request);
  const t = apiTranslator(locale);
  // Each new quantity or option can cost a provider call, so a client's pace is capped (quote-limits.ts).
  // A question the edge still holds the answer to is answered there and costs no call, nor this count.
  if (!(await withinClientRateLimit("quote", QUOTE_RATE_LIMIT))) {
    return rateLimitedResponse(t("tooManyQuotes"), QUOTE_RATE_LIMIT.windowSeconds);
  }
  const body = await readBodyJson(request, MAX_QUOTE_BODY_BYTES, t("payloadTooLarge"));
  if (!body.ok) return body.response;
  const parsed = quoteRequestSchema.safeParse(body.json);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join(".") || "body";
    return invalid(field, t("invalidField", { field }));
  }
  const result = await quote(parsed.data, locale);
  if (result.ok) {
    // The answer depends on the body and `?lang=` alone: the edge may send it again for a few seconds.
    return Response.json(result.quote, {
      headers: { "cache-control": "no-store", [EDGE_KEEP_SECONDS_HEADER]: String(QUOTE_KEEP_SECONDS) },
    });
  }
  switch (result.error) {
    case "productNotFound":
      return notFoundResponse("product_not_found", t("productNotFound"));
    case "missingOption":
      return invalid(result.field, t("missingOption", { option: result.optionName ?? result.field }));
    case "unknownOption":
      return invalid(result.field, t("invalidField", { field: result.field }));
    case "quantityOutOfRange":
      return invalid(
        result.field,
        t("quantityOutOfRange", { min: result.minQuantity, max: result.maxQuantity }),
      );
    case "noShipping":
      return invalid(result.field, t("noShipping"));
    case "productUnavailable":
      return invalid(result.field, t("productUnavailable"));
    case "valueUnavailable":
      return invalid(
        result.field,
        t("valueUnavailable", { option: result.optionName, value: result.valueName }),
      );
  }
});
