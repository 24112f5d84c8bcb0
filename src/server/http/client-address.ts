import { headers } from "next/headers";

/**
 * The caller's address for rate limiting: the first X-Forwarded-For hop (set by Next's server or the
 * load balancer in front of it), else X-Real-IP. Only as trustworthy as the proxy in front of us.
 */
export async function clientAddress(): Promise<string> {
  const list = await headers();
  const forwarded = list.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || list.get("x-real-ip") || "unknown";
}
