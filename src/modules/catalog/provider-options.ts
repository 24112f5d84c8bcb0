import type { OptionSelection } from "./schema";

type ProductWithOptions = {
  options: { code: string; values: { code: string; providerReference: string | null }[] }[];
};

/**
 * The chosen values of a selection with their provider references, as the print order and the
 * provider's quotes need them (a photo book's page count, a finish). Unknown choices are skipped.
 */
export function chosenProviderOptions(
  product: ProductWithOptions,
  selection: OptionSelection,
): { value: string; providerReference: string | null }[] {
  return product.options.flatMap((option) => {
    const value = option.values.find((candidate) => candidate.code === selection[option.code]);
    return value ? [{ value: value.code, providerReference: value.providerReference }] : [];
  });
}
