"use client";

import { useMoney } from "./money-provider";

/**
 * A USD-cent amount in the visitor's display currency. Server components render this instead of
 * formatting themselves, so a prerendered page shows each visitor their own currency
 * (docs/architecture.md#prerendered-pages).
 */
export function Money({ usdCents }: { usdCents: number }) {
  const format = useMoney();
  return <>{format(usdCents)}</>;
}
