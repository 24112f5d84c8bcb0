import { db } from "@/server/db";
import type { RateLimitRule } from "@/server/rate-limit";
import { processRateLimiter } from "@/server/rate-limiter";
import { clientAddress } from "./client-address";

/**
 * Counts one attempt of this request's client at `scope` (e.g. "contact"); false when over the limit.
 * Counted in the database every process shares, through this process's batching front (rate-limiter.ts).
 */
export async function withinClientRateLimit(scope: string, rule: RateLimitRule): Promise<boolean> {
  return processRateLimiter(db()).consume(`${scope}:${await clientAddress()}`, rule);
}
