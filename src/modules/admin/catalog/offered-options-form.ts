import {
  centsToDollars,
  isKeptOption,
  keptReferences,
  offeredReferenceOf,
  type OfferedOptionsForm,
} from "@/modules/catalog";
import type { EditableProduct } from "@/modules/catalog/server";

/*
 * The options part of the import form and of an imported product's options form
 * (docs/admin.md#offered-options): every option family of the account, each offered or not, each of
 * its values offered or not. Only what is offered is sent (offeredOptionsToInput).
 */

/** One family of the account's product as the forms start from it. */
export type AccountFamily = {
  family: string;
  values: { reference: string; note: string; isDefault: boolean }[];
};

/** The provider catalogue's families (with the account's notes) as the forms take them. */
export function accountFamiliesOf(
  families: { family: string; values: { reference: string; note?: string | null; isDefault: boolean }[] }[],
): AccountFamily[] {
  return families.map((family) => ({
    family: family.family,
    values: family.values.map((value) => ({
      reference: value.reference,
      note: value.note ?? value.reference,
      isDefault: value.isDefault,
    })),
  }));
}

type SentOption = OfferedOptionsForm[number];
export type OptionFormValues = Omit<SentOption, "values"> & {
  offered: boolean;
  values: (SentOption["values"][number] & { offered: boolean; note: string })[];
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

export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40) || "x";

/**
 * The stored options the form keeps as they are (isKeptOption: a pack size, a page count, a product per
 * value), shown apart, and the account's families without those their values already send: the printer
 * takes one value per family, so such a family can't be offered again as an option of its own.
 */
export function keptOptionsOf(
  families: AccountFamily[],
  stored: EditableProduct["options"],
): { kept: EditableProduct["options"]; families: AccountFamily[] } {
  const sent = keptReferences(stored).options;
  return {
    kept: stored.filter(isKeptOption),
    families: families.filter((family) => !family.values.some((value) => sent.has(value.reference))),
  };
}

/**
 * The families as the form starts: none offered and every value offered with the account's note as its
 * English name, for a new product; for a stored one, what it offers now (its codes, names and prices)
 * and the rest of the account's values not offered. The account's default comes first in each family:
 * a customer who changes nothing gets what the printer would print.
 */
export function optionFormValues(
  families: AccountFamily[],
  stored: EditableProduct["options"] = [],
): OptionFormValues[] {
  const storedByReference = new Map(
    stored
      .filter((option) => !isKeptOption(option))
      .flatMap((option) =>
        option.values.flatMap((value) => {
          const reference = offeredReferenceOf(value.provider);
          return reference ? [[reference, { option, value }] as const] : [];
        }),
      ),
  );
  return families.map((family) => {
    const values = [...family.values].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
    const storedOption = values.map((value) => storedByReference.get(value.reference)?.option).find(Boolean);
    return {
      offered: storedOption !== undefined,
      family: family.family,
      code: storedOption?.code ?? optionCodeOf(family.family),
      name: storedOption ? { ...storedOption.name } : { en: "", th: "" },
      values: values.map((value) => {
        const kept = storedByReference.get(value.reference);
        return {
          offered: storedOption === undefined || kept !== undefined,
          providerOption: value.reference,
          code: kept?.value.code ?? valueCodeOf(family.family, value.reference),
          name: kept ? { ...kept.value.name } : { en: value.note, th: "" },
          note: value.note,
          priceModifier: kept ? centsToDollars(kept.value.priceModifier) : "0",
        };
      }),
    };
  });
}

/**
 * Stored values the account no longer describes (its reference gone from `products/info`): the form
 * can't offer them again, and saving leaves them out.
 */
export function valuesGoneFromAccount(
  families: AccountFamily[],
  stored: EditableProduct["options"],
): { option: string; value: string; name: EditableProduct["options"][number]["values"][number]["name"] }[] {
  const known = new Set(families.flatMap((family) => family.values.map((value) => value.reference)));
  return stored
    .filter((option) => !isKeptOption(option))
    .flatMap((option) =>
      option.values
        .filter((value) => {
          const reference = offeredReferenceOf(value.provider);
          return reference === undefined || !known.has(reference);
        })
        .map((value) => ({ option: option.code, value: value.code, name: value.name })),
    );
}

/** What the server receives: the offered options with their offered values, prices as typed. */
export function offeredOptionsToInput(options: OptionFormValues[]): OfferedOptionsForm {
  return options
    .filter((option) => option.offered)
    .map(({ family, code, name, values }) => ({
      family,
      code,
      name,
      values: values
        .filter((value) => value.offered)
        .map(({ providerOption, code: valueCode, name: valueName, priceModifier }) => ({
          providerOption,
          code: valueCode,
          name: valueName,
          priceModifier,
        })),
    }));
}

/**
 * A server error path of the sent input ("options.1.values.0.name.th") → the form's own path, whose
 * option and value indexes count every family and value, offered or not.
 */
export function formPathOf(path: string, values: { options: OptionFormValues[] }): string {
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

/** A value the back side can be printed with: an offered value of an offered option. */
export type BackWithChoice = {
  reference: string;
  option: OptionFormValues["name"] & { code: string };
  value: OptionFormValues["values"][number]["name"] & { code: string };
};

/** The values that can print a double-sided product's back (docs/product-rules.md#sides): those offered now. */
export function backWithChoices(options: OptionFormValues[]): BackWithChoice[] {
  return options
    .filter((option) => option.offered)
    .flatMap((option) =>
      option.values
        .filter((value) => value.offered)
        .map((value) => ({
          reference: value.providerOption,
          option: { ...option.name, code: option.code },
          value: { ...value.name, code: value.code },
        })),
    );
}

/**
 * What the form sends as `backWith`: the chosen value while it is offered, else none (the back on
 * every order), which is what the form then shows, so staff see what is saved.
 */
export function backWithToInput(options: OptionFormValues[], backWith: string): string | null {
  return backWithChoices(options).some((choice) => choice.reference === backWith) ? backWith : null;
}

/** The stored back's `neededWith` as the form's choice: its value's option reference ("" for none). */
export function backWithOf(stored: Pick<EditableProduct, "options" | "back">): string {
  const neededWith = stored.back?.neededWith;
  const value = stored.options
    .find((option) => option.code === neededWith?.option)
    ?.values.find((candidate) => candidate.code === neededWith?.value);
  return (value && offeredReferenceOf(value.provider)) ?? "";
}
