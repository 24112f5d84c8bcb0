import type { z } from "zod";
import { postcodeValidator, postcodeValidatorExistsForCountry } from "postcode-validator";
import { addressRegions, regionRequired } from "./regions";

/*
 * The country rules of a postal address, one place for every form that takes one (checkout and the
 * address book): the postal code's pattern and the state or province. Postal code patterns come from
 * the postcode-validator package (a maintained per-country table of regular expressions; a country it
 * does not know is not checked); states are ISO 3166-2 (regions.ts). Answers are message keys, the same
 * in the `checkout.errors` and `addresses.errors` namespaces.
 */

export type AddressRuleError =
  | "postalCodeInvalid"
  | "stateRequired"
  | "stateInvalid"
  | "stateUnknown"
  | "provinceRequired"
  | "provinceUnknown";

type Checked = { country: string; state?: string | null; postalCode: string };

export type RegionRules = {
  /** Whether the address must name a region; by default where regions.ts has the country's list. */
  required?: boolean;
  /** The codes an address may name (the shipping service's list at checkout); by default regions.ts's. */
  known?: readonly string[];
};

/** Short codes where a country needs one but no list is known ("NY", "ON"). */
const STATE_CODE = /^[A-Z0-9]{2,3}$/;

/** Thailand's region is a province (จังหวัด), and the form says so. */
const provinceCountries = new Set(["TH"]);

/** The postal code as the country writes it ("10110", "SW1A 1AA"); undefined when it is fine. */
function postalCodeError(country: string, postalCode: string): "postalCodeInvalid" | undefined {
  const code = postalCode.trim();
  if (!code || !postcodeValidatorExistsForCountry(country)) return undefined;
  return postcodeValidator(code, country) ? undefined : "postalCodeInvalid";
}

/**
 * The region as stored: the list's own spelling of what was typed or chosen ("ny" → "NY",
 * "bangkok" → "Bangkok"), else the text upper-cased where the country takes a code, else as typed.
 */
export function canonicalRegion(country: string, state: string, rules: RegionRules = {}): string {
  const typed = state.trim();
  const known = rules.known ?? addressRegions(country).map((region) => region.code);
  const listed = known.find((code) => code.toUpperCase() === typed.toUpperCase());
  if (listed) return listed;
  return (rules.required ?? regionRequired(country)) && !provinceCountries.has(country)
    ? typed.toUpperCase()
    : typed;
}

/** The problem with the address's region in its country, or undefined when it is fine. */
export function regionError(
  country: string,
  state: string | null | undefined,
  rules: RegionRules = {},
): AddressRuleError | undefined {
  if (!(rules.required ?? regionRequired(country))) return undefined;
  const province = provinceCountries.has(country);
  const typed = (state ?? "").trim();
  if (!typed) return province ? "provinceRequired" : "stateRequired";
  // Elsewhere the state is its short code ("NY"): a name ("New York") is asked for as its code.
  if (!province && !STATE_CODE.test(typed.toUpperCase())) return "stateInvalid";
  const known = rules.known ?? addressRegions(country).map((region) => region.code);
  if (known.length === 0) return undefined;
  if (known.some((code) => code.toUpperCase() === typed.toUpperCase())) return undefined;
  return province ? "provinceUnknown" : "stateUnknown";
}

/** Every country rule the address breaks, by field. */
export function addressRuleErrors(
  address: Checked,
  rules: RegionRules = {},
): Partial<Record<"state" | "postalCode", AddressRuleError>> {
  const state = regionError(address.country, address.state, rules);
  const postalCode = postalCodeError(address.country, address.postalCode);
  return { ...(state ? { state } : {}), ...(postalCode ? { postalCode } : {}) };
}

/**
 * The same rules inside a zod schema (checkout's and the address book's): each broken rule is an issue
 * on its field, so both forms show it where the customer typed.
 */
export function addAddressRuleIssues(address: Checked, ctx: z.RefinementCtx, rules?: RegionRules): void {
  // zod runs this even when a field failed its own check, so a field may be anything the browser sent.
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const checked = {
    country: text(address.country),
    state: text(address.state),
    postalCode: text(address.postalCode),
  };
  for (const [field, message] of Object.entries(addressRuleErrors(checked, rules)))
    ctx.addIssue({ code: "custom", path: [field], message });
}
