import {
  sizeChartFormFromSpecs,
  type ProductImportForm,
  type SizeChartForm,
  type SpecSizeChart,
} from "@/modules/catalog";

/** A provider product as the import form starts from it: its option families and the specs it needs. */
export type ImportSource = {
  reference: string;
  name: string;
  families: { family: string; values: { reference: string; note: string; isDefault: boolean }[] }[];
  printableSides?: number;
  minQuantity?: number;
  /** The garment's measurements the account's specs give (sizeChartFromSpecs), if any. */
  sizeChart?: SpecSizeChart;
};

/**
 * The form's state: every family of the account, each offered or not, each value offered or not.
 * Only what is offered is sent (importFormToInput).
 */
export type ImportFormValues = Omit<
  ProductImportForm,
  "options" | "minQuantity" | "maxQuantity" | "sides" | "sizeChart" | "priceBreaks"
> & {
  sizeChart: SizeChartForm | null;
  priceBreaks: NonNullable<ProductImportForm["priceBreaks"]>;
  minQuantity: string;
  maxQuantity: string;
  sides: string;
  options: (Omit<ProductImportForm["options"][number], "values"> & {
    offered: boolean;
    values: (ProductImportForm["options"][number]["values"][number] & { offered: boolean; note: string })[];
  })[];
};

/** `type_apparel_size` → `apparel-size`: our code for an option built from that family. */
export function optionCodeOf(family: string): string {
  return slug(family.replace(/^type_/, ""));
}

/** `apparel_size_xl` in `type_apparel_size` → `xl`; a reference without the family's prefix stays whole. */
export function valueCodeOf(family: string, reference: string): string {
  const prefix = `${family.replace(/^type_/, "")}_`;
  return slug(
    reference.startsWith(prefix) && reference.length > prefix.length
      ? reference.slice(prefix.length)
      : reference,
  );
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40) || "x";

/**
 * Where the form starts: the account's name as the English name, the account's notes as the English
 * value names (staff write the Thai), no family offered yet (the printer then prints its defaults),
 * the quantity the account asks for at least, one printed side, and the size chart the account's
 * specs give, its measures named in English (staff write the Thai).
 */
export function initialImportValues(source: ImportSource, category: string): ImportFormValues {
  return {
    providerReference: source.reference,
    reference: slug(source.name),
    category,
    name: { en: source.name, th: "" },
    description: { en: "", th: "" },
    unit: { en: "item", th: "ชิ้น" },
    basePrice: "",
    minQuantity: String(Math.max(1, source.minQuantity ?? 1)),
    maxQuantity: String(Math.max(1000, source.minQuantity ?? 1)),
    sides: "1",
    priceBreaks: [],
    image: { url: "", alt: { en: "", th: "" } },
    sizeChart: source.sizeChart ? sizeChartFormFromSpecs(source.sizeChart) : null,
    options: source.families.map((family) => ({
      offered: false,
      family: family.family,
      code: optionCodeOf(family.family),
      name: { en: "", th: "" },
      values: [...family.values]
        // The account's default first: a customer who changes nothing gets what the printer would.
        .sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
        .map((value) => ({
          offered: true,
          providerOption: value.reference,
          code: valueCodeOf(family.family, value.reference),
          name: { en: value.note, th: "" },
          note: value.note,
          priceModifier: "0",
        })),
    })),
  };
}

/** What the server receives: the offered options with their offered values, numbers as typed. */
export function importFormToInput(values: ImportFormValues): ProductImportForm {
  return {
    ...values,
    minQuantity: values.minQuantity,
    maxQuantity: values.maxQuantity,
    sides: values.sides,
    options: values.options
      .filter((option) => option.offered)
      .map(({ family, code, name, values: optionValues }) => ({
        family,
        code,
        name,
        values: optionValues
          .filter((value) => value.offered)
          .map(({ providerOption, code: valueCode, name: valueName, priceModifier }) => ({
            providerOption,
            code: valueCode,
            name: valueName,
            priceModifier,
          })),
      })),
  };
}

/**
 * A server error path of the sent input ("options.1.values.0.name.th") → the form's own path, whose
 * option and value indexes count every family and value, offered or not.
 */
export function formPathOf(path: string, values: ImportFormValues): string {
  const match = /^options\.(\d+)(?:\.values\.(\d+))?(.*)$/.exec(path);
  if (!match) return path;
  const offered = values.options.map((option, i) => ({ option, i })).filter(({ option }) => option.offered);
  const entry = offered[Number(match[1])];
  if (!entry) return path;
  if (match[2] === undefined) return `options.${entry.i}${match[3]}`;
  const valueIndexes = entry.option.values
    .map((value, j) => ({ value, j }))
    .filter(({ value }) => value.offered);
  const value = valueIndexes[Number(match[2])];
  return value ? `options.${entry.i}.values.${value.j}${match[3]}` : `options.${entry.i}`;
}
