import { headers } from "next/headers";
import { log } from "@/server/log";
import { CLIENT_ADDRESS_HEADER, isEdgeInFront } from "./edge/edge-headers";

let warned = false;

/**
 * The caller's address for rate limiting, as the custom server (scripts/serve.ts) resolved it from the
 * socket and TRUSTED_PROXIES. Never X-Forwarded-For itself: any client can write that. Without the
 * custom server (bare `next start`) there is no address, and the header could be a client's own: every
 * caller shares the key "unknown", which keeps the limits closed rather than open, and the log says why.
 */
export function clientAddressFrom(list: Headers): string {
  const address = isEdgeInFront() ? list.get(CLIENT_ADDRESS_HEADER) : null;
  if (address) return address;
  if (!warned) {
    warned = true;
    log.error("no client address from scripts/serve.ts: start the shop with npm start (README.md)");
  }
  return "unknown";
}

export async function clientAddress(): Promise<string> {
  return clientAddressFrom(await headers());
}
