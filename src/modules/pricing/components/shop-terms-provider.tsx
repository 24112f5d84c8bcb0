"use client";

import { createContext, useContext, type ReactNode } from "react";
import { defaultShopTerms, type ShopTerms } from "../shop-terms";

const ShopTermsContext = createContext<ShopTerms | null>(null);

/**
 * Gives client components the terms in force (getShopTerms(), read by the locale layout), so the
 * cart, the quote panel and the checkout state the same threshold and fees the server applies.
 */
export function ShopTermsProvider({ terms, children }: { terms: ShopTerms; children: ReactNode }) {
  return <ShopTermsContext.Provider value={terms}>{children}</ShopTermsContext.Provider>;
}

/** The shop's terms; the defaults only where no provider is mounted (isolated component tests). */
export function useShopTerms(): ShopTerms {
  return useContext(ShopTermsContext) ?? defaultShopTerms;
}
