import type { OptionSelection } from "./schema";

/**
 * What of one product can be ordered right now. The catalog check against the connected print
 * provider decides it (fulfilment, docs/cloudprinter.md §9); the catalog's pages only show it.
 */
export type ProductAvailability = {
  /** false: the card and page say "Currently unavailable" and nothing can be bought. */
  orderable: boolean;
  /** Option id → value ids that cannot be printed: shown disabled, "(unavailable)". */
  unavailableValues: Record<string, string[]>;
};

/** Everything orderable: no check has run for the connected provider (or none is connected). */
export const FULLY_AVAILABLE: ProductAvailability = { orderable: true, unavailableValues: {} };

function isValueUnavailable(availability: ProductAvailability, optionId: string, valueId: string): boolean {
  return availability.unavailableValues[optionId]?.includes(valueId) ?? false;
}

/**
 * The selection with every unavailable choice moved to the option's first available value (the page's
 * preselection skips what cannot be printed). An option with no available value keeps its choice.
 */
export function availableSelection(
  options: { id: string; values: { id: string }[] }[],
  selection: OptionSelection,
  availability: ProductAvailability,
): OptionSelection {
  const result: OptionSelection = { ...selection };
  for (const option of options) {
    const chosen = result[option.id];
    if (chosen !== undefined && !isValueUnavailable(availability, option.id, chosen)) continue;
    const first = option.values.find((value) => !isValueUnavailable(availability, option.id, value.id));
    if (first) result[option.id] = first.id;
  }
  return result;
}
