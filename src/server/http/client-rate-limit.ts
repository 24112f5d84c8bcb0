import { db } from "@/server/db";
import { consumeRateLimit, type RateLimitRule } from "@/server/rate-limit";
import { clientAddress } from "./client-address";

/** Counts one attempt of this request's client at `scope` (e.g. "contact"); false when over the limit. */
export async function withinClientRateLimit(scope: string, rule: RateLimitRule): Promise<boolean> {
  return consumeRateLimit(db(), `${scope}:${await clientAddress()}`, rule);
}
