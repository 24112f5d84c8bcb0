"use client";

import { useState } from "react";
import type { LevelChoice } from "@/modules/shipping/components/shipping-choice";
import type { Quote } from "../quote-request";
import type { QuoteState } from "./use-quote";

export type OfferedLevels = { country: string; levels: LevelChoice[]; level: string };

/**
 * The levels that ship to `country` as the last quote for it listed them (cheapest first, days = the
 * delivery estimate) and the one it priced (the server's preselection, the cheapest tracked level,
 * unless the visitor chose), kept while the next quote loads so the menu doesn't flicker. The product
 * page and the /pricing calculator both show these, so they offer what checkout offers.
 */
export function useOfferedLevels(quote: QuoteState, country: string): OfferedLevels {
  const [shown, setShown] = useState<OfferedLevels & { from?: Quote }>({ country, levels: [], level: "" });
  const answer = quote.status === "ready" ? quote.quote : undefined;
  if (answer && shown.from !== answer) {
    setShown({
      from: answer,
      country,
      level: answer.level,
      levels: answer.levels.map((offered) => ({ id: offered.level, ...offered.estimatedDelivery })),
    });
  }
  const noShipping = quote.status === "error" && quote.error === "noShipping";
  return shown.country === country && !noShipping ? shown : { country, levels: [], level: "" };
}
