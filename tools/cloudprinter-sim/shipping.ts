import type { CountryDef, Zone } from "./geography";

/**
 * The four documented levels (docs/cloudprinter.md §2.11) with the carrier text the simulator reports as
 * `shipping_option`, and EUR prices per zone for a parcel up to 1 kg; each started kilo above that adds
 * 15 %. A level without a price for a zone is not offered there: postal only reaches Europe and the US.
 */
export type LevelDef = {
  reference: string;
  name: string;
  note: string;
  carrier: string;
  prices: Partial<Record<Zone, number>>;
};

export const LEVELS: readonly LevelDef[] = [
  {
    reference: "cp_postal",
    name: "Postal - Untracked",
    note: "Cheapest, untracked letter or parcel post",
    carrier: "National Post - Postal Untracked",
    prices: { eu: 4.2, europe: 6.5, us: 8.9 },
  },
  {
    reference: "cp_ground",
    name: "Express ground - Tracked",
    note: "Tracked road delivery",
    carrier: "DHL - Express ground",
    prices: { eu: 7.5, europe: 11.5, us: 14.5, row: 17.5 },
  },
  {
    reference: "cp_saver",
    name: "Express saver - Tracked",
    note: "Tracked express, economy",
    carrier: "UPS - Express saver",
    prices: { eu: 11.9, europe: 16.9, us: 22, row: 26 },
  },
  {
    reference: "cp_fast",
    name: "Express fast - Tracked",
    note: "Tracked express, fastest",
    carrier: "FedEx - Express fast",
    prices: { eu: 19.5, europe: 26, us: 34, row: 39 },
  },
];

export function findLevel(reference: string): LevelDef | undefined {
  return LEVELS.find((level) => level.reference === reference);
}

export function levelsFor(country: CountryDef): LevelDef[] {
  return LEVELS.filter((level) => level.prices[country.zone] !== undefined);
}

/** EUR for one parcel; undefined when the level does not serve the country. */
export function shippingPrice(level: LevelDef, country: CountryDef, grams: number): number | undefined {
  const base = level.prices[country.zone];
  if (base === undefined) return undefined;
  const extraKilos = Math.max(0, Math.ceil(grams / 1000) - 1);
  return base * (1 + 0.15 * extraKilos);
}
