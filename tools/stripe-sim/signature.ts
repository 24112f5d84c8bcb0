import { createHmac } from "node:crypto";

/**
 * The `Stripe-Signature` header exactly as Stripe builds it: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>">`, keyed with the whole secret string including its `whsec_` prefix. The SDK's
 * `webhooks.constructEvent` recomputes this over the raw body and rejects timestamps older than five
 * minutes, which is why every delivery attempt is signed afresh.
 */
export function signatureHeader(rawBody: string, secret: string, timestampSec: number): string {
  const v1 = createHmac("sha256", secret).update(`${timestampSec}.${rawBody}`, "utf8").digest("hex");
  return `t=${timestampSec},v1=${v1}`;
}
