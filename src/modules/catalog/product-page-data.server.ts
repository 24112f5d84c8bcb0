import "server-only";
import { cache } from "react";
import type { Locale } from "@/modules/i18n";
import { getProduct } from "./catalog.server";
import { parseProductId } from "./product-path";

/** One read per request, shared by the page and its metadata. */
export const loadProductPage = cache(async (rawId: string, locale: Locale) => {
  const id = parseProductId(rawId);
  return id === undefined ? undefined : getProduct(id, locale);
});
