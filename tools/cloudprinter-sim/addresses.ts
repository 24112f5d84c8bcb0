import { fail } from "./errors";
import type { Fields } from "./fields";
import { findCountry, statesOf, type CountryDef } from "./geography";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(fields: Fields, key: string): string {
  const email = fields.text(key);
  if (!EMAIL.test(email))
    throw fail.invalid("invalid_email", `The parameter '${fields.path(key)}' is not an email address`);
  return email;
}

/**
 * Country and state as both orders/add and orders/quote take them: the country must be one
 * shipping/countries lists, and where that says require_state the state is required and must be one
 * shipping/states lists (docs/cloudprinter.md §2.3, §7.5).
 */
export function readDestination(fields: Fields, countryKey: string): { country: CountryDef; state?: string } {
  const code = fields.text(countryKey).toUpperCase();
  const country = findCountry(code);
  if (!country) throw fail.invalid("country_unknown", `Country '${code}' is not a shipping destination`);
  const given = fields.optionalText("state");
  if (!given) {
    if (country.requireState) {
      throw fail.invalid("state_required", `The parameter '${fields.path("state")}' is required for ${code}`);
    }
    return { country };
  }
  // Free text where there is no list; a listed code otherwise (ANSI 2-letter, any case).
  const states = statesOf(code);
  if (states.length === 0) return { country, state: given };
  const state = given.toUpperCase();
  if (!states.some((entry) => entry.code === state)) {
    throw fail.invalid("state_unknown", `State '${given}' is not a state of ${code}`);
  }
  return { country, state };
}

const OPTIONAL = ["street2", "company", "customer_identification"] as const;

/** One delivery address (docs/cloudprinter.md §2.3): the documented required fields, zip except in no-postcode countries. */
export function readAddress(address: Fields): { country: CountryDef; stored: Record<string, string> } {
  const type = address.text("type");
  if (type !== "delivery") {
    throw fail.invalid(
      "address_type_unknown",
      `${address.path("type")}: only "delivery" is valid, not "${type}"`,
    );
  }
  const stored: Record<string, string> = {
    type,
    firstname: address.text("firstname"),
    lastname: address.text("lastname"),
    street1: address.text("street1"),
  };
  const { country, state } = readDestination(address, "country");
  const zip = country.postcode ? address.text("zip") : address.optionalText("zip");
  Object.assign(stored, {
    ...(zip !== undefined && { zip }),
    city: address.text("city"),
    ...(state !== undefined && { state }),
    country: country.code,
    email: checkEmail(address, "email"),
    phone: address.text("phone"),
  });
  for (const key of OPTIONAL) {
    const value = address.optionalText(key);
    if (value !== undefined) stored[key] = value;
  }
  return { country, stored };
}
