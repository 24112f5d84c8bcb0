import { z } from "zod";

/**
 * The building blocks every form uses for what visitors type, so each form refuses the same things
 * with a field error before anything reaches the database (PostgreSQL refuses a NUL in text, which
 * would otherwise surface as a failed save). Messages are keys: each form translates them in its own
 * namespace, where `controlCharacters` and the e-mail keys exist alongside its other messages.
 */
export const CONTROL_CHARACTERS = "controlCharacters";

/** Any control character (NUL, ESC, DEL, C1...): nothing a person types into a one-line field. */
const ANY_CONTROL = /\p{Cc}/u;
/** Whether `text` holds a control character (also the rule for addresses, src/server/http/edge). */
export function hasControlCharacter(text: string): boolean {
  return ANY_CONTROL.test(text);
}

/** The same, except the line breaks and tabs a message body may keep. */
const CONTROL_EXCEPT_LINE_BREAKS = /[^\P{Cc}\n\r\t]/u;

/** A one-line text field, trimmed; chain `.min()`/`.max()` with the form's own messages. */
export function singleLineText(required = "required") {
  return z
    .string({ error: required })
    .trim()
    .refine((text) => !ANY_CONTROL.test(text), CONTROL_CHARACTERS);
}

/** A message body: like a one-line field, but line breaks and tabs stay. */
export function multiLineText(required = "required") {
  return z
    .string({ error: required })
    .trim()
    .refine((text) => !CONTROL_EXCEPT_LINE_BREAKS.test(text), CONTROL_CHARACTERS);
}

/** RFC 5321's limit for a whole address. */
const EMAIL_MAX_LENGTH = 254;

/**
 * The shop's one e-mail rule (checkout, tracking, cancelling, support, newsletter), so an address the
 * checkout takes can always find its order again: trimmed, at most 254 characters, and zod's e-mail
 * pattern (dot-separated letters, digits and _ ' + - before the @, a domain with a dot): no quotes,
 * angle brackets, spaces or control characters. `required`/`invalid` are the form's message keys.
 */
export function emailAddress({ required = "required", invalid = "invalidEmail" } = {}) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(EMAIL_MAX_LENGTH, "tooLong")
    .pipe(z.email({ error: invalid }));
}
