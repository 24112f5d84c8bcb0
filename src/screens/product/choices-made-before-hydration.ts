import type { OptionSelection, Product, ProductAvailability } from "@/modules/catalog";

type Kept = {
  selection: OptionSelection;
  quantityText: string | undefined;
  /** A delivery country picked before hydration, one we ship to. */
  country: string | undefined;
};

/**
 * What the visitor already picked in the server-rendered form before the page's script ran (a slow
 * phone shows the selects long before React hydrates them). React keeps the DOM's value while it
 * hydrates but its state still holds the defaults, so the first re-render would put the defaults
 * back and the price would follow them. Returns only what differs from `current`, and only values
 * the product offers and can print now, and a country we ship to (docs/product-rules.md#product-page).
 */
export function choicesMadeBeforeHydration(
  form: ParentNode,
  options: Product["options"],
  availability: ProductAvailability,
  current: { selection: OptionSelection; quantityText: string; country: string },
  /** The countries the page offers (its shipping select's choices). */
  countries: readonly string[],
): Kept {
  const selects = new Map(
    Array.from(form.querySelectorAll("select"), (select) => [select.name, select.value] as const),
  );
  const selection: OptionSelection = {};
  for (const option of options) {
    const value = selects.get(`option-${option.id}`);
    if (value === undefined || value === current.selection[option.id]) continue;
    const offered = option.values.some((choice) => choice.id === value);
    const unavailable = availability.unavailableValues[option.id]?.includes(value) ?? false;
    if (offered && !unavailable) selection[option.id] = value;
  }
  const quantity = form.querySelector<HTMLInputElement>("input#quantity")?.value;
  const country = form.querySelector<HTMLSelectElement>("select#shipping-country")?.value;
  return {
    selection,
    quantityText: quantity && quantity !== current.quantityText ? quantity : undefined,
    country: country && country !== current.country && countries.includes(country) ? country : undefined,
  };
}
