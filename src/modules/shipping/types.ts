/** Our own shipping shapes. Whoever answers (built-in table or the provider), callers see only these. */
export type ShippingCountry = { code: string; requiresState: boolean };

/** A state or province an address can name: its short code ("NY", "ON") and its name. */
export type ShippingState = { code: string; name: string; nameTh?: string };

export type ShippingLevel = {
  id: string;
  /** USD cents for a shipment to the cheapest zone. */
  price: number;
  minDays: number;
  maxDays: number;
};

export type ShippingRate = {
  level: string;
  /** USD cents; 0 means free. */
  cost: number;
  currency: "USD";
  minDays: number;
  maxDays: number;
};

/**
 * One line of a shipment, for rating: the line exactly as the printer would print it (the catalog's
 * providerLine): the provider's product, its options with their counts (a book's page count changes its
 * weight) and the copies.
 */
export type ShipmentItem = {
  product: string;
  options: { type: string; count: number }[];
  count: number;
};

/** Where shipping answers come from: the built-in table, or Cloudprinter (src/modules/fulfilment). */
export interface ShippingSource {
  countries(): Promise<ShippingCountry[]>;
  levels(): Promise<ShippingLevel[]>;
  /** The states an address in `country` may name; empty when there is no list for it. */
  states(country: string): Promise<ShippingState[]>;
  /** `state` where the customer gave one; a source that needs one for a country picks any otherwise. */
  rates(country: string, items: ShipmentItem[], state?: string): Promise<ShippingRate[]>;
}
