import { z } from "zod";
import { singleLineText } from "@/lib/form-text";
import type { LocalizedText, PrintAreaNeededWith, ProviderMapping } from "@/server/db/schema/catalog";
import { dollarsField, MAX_MODIFIER_CENTS, NAME_MAX_LENGTH } from "./product-edit";
import { productIdSchema } from "./schema";

/*
 * The options a product made from the provider's catalogue offers (docs/admin.md#offered-options):
 * each of our options is built from one of the account's option families, and each value names the one
 * option reference sent to the printer when a customer picks it. Shared by the import form and the
 * options form of an imported product, and by the server, which checks them again and then against the
 * account's `products/info` (checkAgainstAccount), so fidelity holds by construction. Messages are keys
 * under `admin.catalog.errors`.
 */

/** An option reference or family as CloudCore writes them (lower case, digits, underscores). */
export const providerCode = z
  .string()
  .regex(/^[a-z0-9_]+$/, "providerReference")
  .max(120, "providerReference");

/** Our own codes, as in URLs, carts and the data file. */
export const shopCode = z
  .string()
  .trim()
  .min(1, "codeRequired")
  .max(40, "tooLong")
  .regex(/^[a-z0-9][a-z0-9-]*$/, "codeFormat");

const localized = (required: string) =>
  z.object({
    en: singleLineText(required).min(1, required).max(NAME_MAX_LENGTH, "tooLong"),
    th: singleLineText(required).min(1, required).max(NAME_MAX_LENGTH, "tooLong"),
  });

export const offeredOptionsField = z
  .array(
    z.object({
      /** The account's option family (`type` in products/info) this option offers values of. */
      family: providerCode,
      code: shopCode,
      name: localized("optionNameRequired"),
      values: z
        .array(
          z.object({
            /** The option reference sent to the printer when a customer picks this value. */
            providerOption: providerCode,
            code: shopCode,
            name: localized("valueNameRequired"),
            priceModifier: dollarsField({
              negative: true,
              min: -MAX_MODIFIER_CENTS,
              max: MAX_MODIFIER_CENTS,
              rangeError: "modifierRange",
            }),
          }),
        )
        .min(1, "valuesRequired")
        .max(50),
    }),
  )
  .max(20);

export type OfferedOptions = z.output<typeof offeredOptionsField>;
export type OfferedOptionsForm = z.input<typeof offeredOptionsField>;

/**
 * What the schema alone can't say of a list of options: a code used twice (in the product, or within
 * an option), and two options of one family (one value per family reaches the printer). Paths are
 * relative to the list.
 */
export function offeredOptionsIssues(
  options: OfferedOptions,
): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const optionCodes = new Set<string>();
  const families = new Set<string>();
  options.forEach((option, i) => {
    if (optionCodes.has(option.code)) issues.push({ path: [i, "code"], message: "codeTaken" });
    optionCodes.add(option.code);
    if (families.has(option.family)) issues.push({ path: [i, "family"], message: "familyTwice" });
    families.add(option.family);
    const valueCodes = new Set<string>();
    option.values.forEach((value, j) => {
      if (valueCodes.has(value.code)) issues.push({ path: [i, "values", j, "code"], message: "codeTaken" });
      valueCodes.add(value.code);
    });
  });
  return issues;
}

/** The cheapest combination's price in cents: the base price with every option's cheapest value. */
export function cheapestPrice(basePrice: number, options: { values: { priceModifier: number }[] }[]): number {
  return options.reduce(
    (sum, option) => sum + Math.min(...option.values.map((value) => value.priceModifier)),
    basePrice,
  );
}

/**
 * The offered value (its option reference) whose choice prints the back of a double-sided product: a
 * T-shirt's "Front and back" print position. Customers who pick another value are asked for the front
 * only (docs/product-rules.md#sides). Null: every order prints the back.
 */
export const backWithField = providerCode.nullable().default(null);

/** backWith must name a value the product offers; the message key when it doesn't. */
export function backWithIssue(options: OfferedOptions, backWith: string | null): string | undefined {
  return backWith !== null && neededWithOf(options, backWith) === null ? "backWithNotOffered" : undefined;
}

/** The back's `neededWith` as stored: the shop codes of the value backWith names (null for none). */
export function neededWithOf(options: OfferedOptions, backWith: string | null): PrintAreaNeededWith | null {
  for (const option of options)
    for (const value of option.values)
      if (value.providerOption === backWith) return { option: option.code, value: value.code };
  return null;
}

/** What the options form of an imported product sends: the whole list, which replaces the stored one. */
export const offeredOptionsInput = z
  .object({ id: productIdSchema, options: offeredOptionsField, backWith: backWithField })
  .superRefine((input, context) => {
    for (const issue of offeredOptionsIssues(input.options))
      context.addIssue({ code: "custom", path: ["options", ...issue.path], message: issue.message });
    const backIssue = backWithIssue(input.options, input.backWith);
    if (backIssue) context.addIssue({ code: "custom", path: ["backWith"], message: backIssue });
  });

export type OfferedOptionsEdit = z.output<typeof offeredOptionsInput>;

/**
 * What choosing an offered value sends to the printer: its one option reference, once
 * (docs/cloudprinter.md §5.1). The one place that says how an imported value maps.
 */
function printerMappingOf(providerOption: string) {
  return { kind: "options" as const, options: [{ type: providerOption, count: 1 }] };
}

/**
 * The option reference a stored value sends to the printer when it is the one kind of mapping this
 * form writes (printerMappingOf: one option, once); undefined for any other (a product per value,
 * copies, a page count, none), which the form keeps as it is.
 */
export function offeredReferenceOf(provider: ProviderMapping): string | undefined {
  return provider.kind === "options" && provider.options.length === 1 && provider.options[0]!.count === 1
    ? provider.options[0]!.type
    : undefined;
}

/**
 * A stored option this form can't write, kept whole on every save (docs/admin.md#offered-options): one
 * of its values maps another way than one option reference. The data file's pack sizes, photo book
 * sizes and page counts are such options.
 */
export function isKeptOption(option: { values: { provider: ProviderMapping }[] }): boolean {
  return option.values.some((value) => offeredReferenceOf(value.provider) === undefined);
}

/** An option as stored: what the printer is sent for each value, and our names and prices. */
export type MappedOption = {
  code: string;
  name: LocalizedText;
  values: { code: string; name: LocalizedText; priceModifier: number; provider: ProviderMapping }[];
};

/**
 * The product's options after a save of this form: the options sent, each value sent as its one option
 * reference, with every kept option of `stored` back at its place (its index, or last when fewer
 * options are sent), unchanged.
 */
export function withKeptOptions(stored: MappedOption[], options: OfferedOptions): MappedOption[] {
  const result: MappedOption[] = options.map((option) => ({
    code: option.code,
    name: option.name,
    values: option.values.map((value) => ({
      code: value.code,
      name: value.name,
      priceModifier: value.priceModifier,
      provider: printerMappingOf(value.providerOption),
    })),
  }));
  stored.forEach((option, index) => {
    if (isKeptOption(option)) result.splice(Math.min(index, result.length), 0, option);
  });
  return result;
}

/**
 * What kept options rule out of a save (field path → message key): an option sent under a kept
 * option's code, or built from a family a kept value already sends (`keptFamilies`: the printer takes
 * one value per family).
 */
export function keptOptionIssues(
  stored: MappedOption[],
  options: OfferedOptions,
  keptFamilies: ReadonlySet<string>,
): Record<string, string> {
  const keptCodes = new Set(stored.filter(isKeptOption).map((option) => option.code));
  const errors: Record<string, string> = {};
  options.forEach((option, i) => {
    if (keptCodes.has(option.code)) errors[`options.${i}.code`] = "codeTaken";
    if (keptFamilies.has(option.family)) errors[`options.${i}.family`] = "familyTwice";
  });
  return errors;
}

/** The option references kept options send, and the other products they print as. */
export function keptReferences(stored: MappedOption[]): { options: Set<string>; products: Set<string> } {
  const references = { options: new Set<string>(), products: new Set<string>() };
  for (const option of stored.filter(isKeptOption))
    for (const { provider } of option.values) {
      if (provider.kind === "options") for (const sent of provider.options) references.options.add(sent.type);
      if (provider.kind === "product") references.products.add(provider.product);
    }
  return references;
}

/** What the account says of the product's options: reference → family (`products/info` `options[]`). */
export type ProviderOptionFamilies = Map<string, string>;

/**
 * Options checked against the account's product: each value's option reference must be one the
 * product offers, in the family its option was built from. Field path → message key; empty when fine.
 */
export function checkAgainstAccount(
  input: { options: OfferedOptions },
  families: ProviderOptionFamilies,
): Record<string, string> {
  const errors: Record<string, string> = {};
  input.options.forEach((option, i) =>
    option.values.forEach((value, j) => {
      const family = families.get(value.providerOption);
      if (family === undefined) errors[`options.${i}.values.${j}.providerOption`] = "optionNotOnAccount";
      else if (family !== option.family)
        errors[`options.${i}.values.${j}.providerOption`] = "optionWrongFamily";
    }),
  );
  return errors;
}
