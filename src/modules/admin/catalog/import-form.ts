import {
  sizeChartFormFromSpecs,
  type ProductImportForm,
  type SizeChartForm,
  type SpecSizeChart,
} from "@/modules/catalog";
import {
  backWithToInput,
  offeredOptionsToInput,
  optionFormValues,
  slug,
  type AccountFamily,
  type OptionFormValues,
} from "./offered-options-form";

/** A provider product as the import form starts from it: its option families and the specs it needs. */
export type ImportSource = {
  reference: string;
  name: string;
  families: AccountFamily[];
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
  "options" | "minQuantity" | "maxQuantity" | "sides" | "backWith" | "sizeChart" | "priceBreaks"
> & {
  sizeChart: SizeChartForm | null;
  priceBreaks: NonNullable<ProductImportForm["priceBreaks"]>;
  minQuantity: string;
  maxQuantity: string;
  sides: string;
  /** The value whose choice prints the back ("" for every order), shown with two sides. */
  backWith: string;
  options: OptionFormValues[];
};

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
    backWith: "",
    priceBreaks: [],
    image: { url: "", alt: { en: "", th: "" }, mockupArea: null },
    sizeChart: source.sizeChart ? sizeChartFormFromSpecs(source.sizeChart) : null,
    options: optionFormValues(source.families),
  };
}

/**
 * What the server receives: the offered options with their offered values, numbers as typed, and the
 * value that prints the back only with two sides and while it is offered.
 */
export function importFormToInput(values: ImportFormValues): ProductImportForm {
  return {
    ...values,
    options: offeredOptionsToInput(values.options),
    backWith: values.sides === "2" ? backWithToInput(values.options, values.backWith) : null,
  };
}
