/** What translateOr needs of a next-intl translator; the `t` of any namespace fits. */
type Translator = { (key: never): string; has(key: never): boolean };

/**
 * A message whose key comes from data (an audit action as stored, a provider's shipping level, an
 * error code from a zod schema or a server answer): its text when the namespace has it, else
 * `fallback`. The one place a run-time key meets next-intl's typed keys: `has` is asked first, so the
 * cast can't name a missing message.
 */
export function translateOr(t: Translator, key: string, fallback: string): string {
  return t.has(key as never) ? t(key as never) : fallback;
}
