import { errors } from "./errors";

const NO_KEY =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.";

const PUBLISHABLE =
  "This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.";

// Stripe echoes only the start and the last four characters of a rejected key.
function mask(key: string): string {
  if (key.length <= 12) return "*".repeat(key.length);
  return `${key.slice(0, 8)}${"*".repeat(key.length - 12)}${key.slice(-4)}`;
}

/**
 * Any `sk_test_…` key is accepted, as Bearer (what the SDK sends) or as the Basic user name (what
 * `curl -u sk_test_…:` sends). Live keys are refused so a real key never lands here unnoticed.
 */
export function authenticate(header: string | undefined): void {
  if (!header) throw errors.unauthorized(NO_KEY);
  let key = "";
  const [scheme, credentials = ""] = header.trim().split(/\s+/, 2);
  if (scheme?.toLowerCase() === "bearer") key = credentials;
  else if (scheme?.toLowerCase() === "basic") {
    key = Buffer.from(credentials, "base64").toString("utf8").split(":")[0] ?? "";
  }
  if (!key) throw errors.unauthorized(NO_KEY);
  if (key.startsWith("pk_")) throw errors.unauthorized(PUBLISHABLE);
  if (!/^sk_test_\w+$/.test(key)) throw errors.unauthorized(`Invalid API Key provided: ${mask(key)}`);
}
