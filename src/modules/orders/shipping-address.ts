import type { orders } from "@/server/db/schema/orders";

/** Where an order goes and how: the address as the customer gave it, and the shipping level's id. */
export type OrderShippingAddress = {
  name: string;
  company: string | null;
  address: string;
  city: string;
  state: string | null;
  postalCode: string;
  country: string;
  level: string;
};

type ShippingColumns = Pick<
  typeof orders.$inferSelect,
  | "shippingName"
  | "shippingCompany"
  | "shippingAddress"
  | "shippingCity"
  | "shippingState"
  | "shippingPostalCode"
  | "shippingCountry"
  | "shippingLevel"
>;

/** The shipping address of a stored order row. */
export function shippingAddressFromRow(order: ShippingColumns): OrderShippingAddress {
  return {
    name: order.shippingName,
    company: order.shippingCompany,
    address: order.shippingAddress,
    city: order.shippingCity,
    state: order.shippingState,
    postalCode: order.shippingPostalCode,
    country: order.shippingCountry,
    level: order.shippingLevel,
  };
}
