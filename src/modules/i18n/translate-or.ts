/** What translateOr needs of a next-intl translator; the `t` of any namespace fits. */
type Translator = { (key: never, values?: never): string; has(key: never): boolean };

/**
 * A message whose key comes from data (an audit action as stored, a provider's shipping level, an
 * error code from a zod schema or a server answer): its text when the namespace has it, else
 * `fallback`. The one place a run-time key meets next-intl's typed keys: `has` is asked first, so the
 * cast can't name a missing message. `values` fill the message's placeholders (a message without them
 * ignores them).
 */
export function translateOr(
  t: Translator,
  key: string,
  fallback: string,
  values?: Record<string, string | number>,
): string {
  return t.has(key as never) ? t(key as never, values as never) : fallback;
}
