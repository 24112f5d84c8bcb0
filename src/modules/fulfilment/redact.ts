/** Field names that hold a credential in CloudCore requests and CloudSignal bodies. */
const SECRET_FIELDS = new Set(["apikey", "api_key", "apiKey"]);

/**
 * A copy of a request or signal body with every API key replaced, at any depth, so it can be logged
 * and shown to staff. A string that is not an object is returned unchanged.
 */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        SECRET_FIELDS.has(key) ? "[redacted]" : redactSecrets(inner),
      ]),
    );
  }
  return value;
}
