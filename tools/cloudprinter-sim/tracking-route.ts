import type { ServerResponse } from "node:http";
import type { SimContext } from "./context";
import { sendJson } from "./http-util";

export const TRACKING_PREFIX = "/tracking/";

/** `GET /tracking/<number>`: the parcel behind an ItemShipped URL, as a carrier's page would show it. */
export function handleTracking(response: ServerResponse, ctx: SimContext, pathname: string): void {
  let number = pathname.slice(TRACKING_PREFIX.length);
  try {
    number = decodeURIComponent(number);
  } catch {
    // an undecodable number matches no parcel
  }
  const found = ctx.store.findByTracking(number);
  if (!found) {
    sendJson(response, 404, { error: "no parcel with that tracking number" });
    return;
  }
  const { order, item } = found;
  sendJson(response, 200, {
    tracking: item.tracking,
    carrier: item.shippingOption,
    order_reference: order.reference,
    item_reference: item.reference,
    status: item.stateCode === "item_state_delivered" ? "delivered" : "in_transit",
  });
}
