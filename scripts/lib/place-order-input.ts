/**
 * What a script's customer sends with Place Order (the benchmark and the cluster run): an address in
 * Austin, ground shipping, paying by card. A retry passes the same `checkoutKey`, as the browser does.
 */
import { randomUUID } from "node:crypto";

export function placeOrderInput(customer: { name: string; email: string; checkoutKey?: string }) {
  return {
    checkoutKey: customer.checkoutKey ?? randomUUID(),
    address: {
      name: customer.name,
      address: "1 Main St",
      city: "Austin",
      state: "TX",
      postalCode: "73301",
      country: "US",
    },
    shippingLevel: "cp_ground",
    contact: { email: customer.email, phone: "+1 512 555 0100" },
    paymentMethod: "card",
  };
}
