/** The name a customer is greeted by: what they typed, or the part of their e-mail before the @. */
export function displayNameFor(name: string | null | undefined, email: string): string {
  const typed = name?.trim();
  if (typed) return typed.slice(0, 80);
  return email.split("@")[0]!.slice(0, 80) || email;
}

/**
 * Thai vowels written before the consonant they follow in speech (เ แ โ ใ ไ): "แดเนียล" is spoken
 * "d-ae-…", so its initial is "ด", never "แ" (docs/reviews.md#avatars).
 */
const THAI_LEADING_VOWEL = /^[\u0E40-\u0E44]$/;
/** A Thai consonant (ก–ฮ): its tone marks and vowels above or below are not part of the initial. */
const THAI_CONSONANT = /^[\u0E01-\u0E2E]/;
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]/u;

/**
 * The one character an avatar shows for a name: the first letter or digit, upper-cased, skipping
 * punctuation and Thai leading vowels; a Thai consonant alone, without its marks. "" when the name has
 * no letter at all (the caller shows an icon instead).
 */
export function avatarInitial(name: string): string {
  const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(name.normalize("NFC"));
  for (const { segment } of graphemes) {
    const first = segment[0]!;
    if (THAI_LEADING_VOWEL.test(first) || !LETTER_OR_DIGIT.test(segment)) continue;
    if (THAI_CONSONANT.test(segment)) return first;
    return segment.toLocaleUpperCase();
  }
  return "";
}

/**
 * The name a review is signed with unless the customer types another: the first name and the initial
 * of the last ("Somchai Jaidee" → "Somchai J.", "แดเนียล เวเบอร์" → "แดเนียล ว."), or the one name
 * there is. Nobody's full name is published by default.
 */
export function shortPublicName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  const first = words[0]!;
  const lastInitial = words.length > 1 ? avatarInitial(words[words.length - 1]!) : "";
  return (lastInitial ? `${first} ${lastInitial}.` : first).slice(0, 80);
}
