import type { IncomingHttpHeaders } from "node:http";

/**
 * The second character of a "$…" string in React's reply encoding that does NOT point at another part
 * of the body: "$$" (an escaped dollar), "$T" (a temporary reference), "$K" (a form's fields, found by
 * name prefix), "$H", "$I" (Infinity), "$-" (-0, -Infinity), "$N" (NaN), "$u" (undefined), "$D" (a
 * date), "$n" (a BigInt). Every other "$…" is a reference to a numbered part, by a hex id after one
 * letter ("$@1", "$Q2", "$B3", "$h4"…) or right after the dollar ("$5", "$5:key").
 */
const NOT_A_REFERENCE = new Set(["$", "T", "K", "H", "I", "-", "N", "u", "D", "n"]);
/** Letters that come before a reference's id; any other second character is part of the id. */
const REFERENCE_TAGS = /^[@hQWiAOoUSsLlGgMmVBRrXx]$/;

/** The part a "$…" string refers to, or null when it refers to none. */
function referencedPart(text: string): string | null {
  if (NOT_A_REFERENCE.has(text[1] ?? "")) return null;
  const id = REFERENCE_TAGS.test(text[1] ?? "") ? text.slice(2) : text.slice(1);
  const number = parseInt(id.split(":")[0]!, 16);
  return Number.isNaN(number) ? "" : String(number);
}

/** Every part a decoded JSON value refers to ("" for a reference without a readable id). */
function* references(value: unknown): Generator<string> {
  if (typeof value === "string") {
    if (value.startsWith("$")) {
      const part = referencedPart(value);
      if (part !== null) yield part;
    }
  } else if (Array.isArray(value)) {
    for (const item of value) yield* references(item);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) yield* references(item);
  }
}

async function asForm(headers: IncomingHttpHeaders, body: Buffer): Promise<FormData | null> {
  const type = headers["content-type"] ?? "";
  if (type.startsWith("multipart/form-data")) {
    try {
      return await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
    } catch {
      return null; // truncated, no boundary, a part without a name...
    }
  }
  if (type.startsWith("application/x-www-form-urlencoded")) {
    const form = new FormData();
    for (const [name, value] of new URLSearchParams(body.toString("utf8"))) form.append(name, value);
    return form;
  }
  // What React's encodeReply sends as text when one part is enough: that part is part 0.
  const form = new FormData();
  form.append("0", body.toString("utf8"));
  return form;
}

/**
 * Whether Next can decode this Server Action body, checked before Next tries: Next answers a body it
 * cannot parse, or one that refers to parts it does not contain (`["$@1"]` sent alone), with a 500
 * and an error in the log, after React waited for the missing parts until the body ended. A form
 * posted before the page hydrated (no Next-Action header) only has to be a readable form; a fetch
 * action's numbered parts must be JSON, part 0 must be there, and every reference must find its part.
 */
export async function isReadableActionBody(headers: IncomingHttpHeaders, body: Buffer): Promise<boolean> {
  const form = await asForm(headers, body);
  if (form === null) return false;
  if (headers["next-action"] === undefined) return true;
  if (!form.has("0")) return false;
  const parts = new Set(form.keys());
  for (const [name, value] of form) {
    if (!/^\d+$/.test(name) || typeof value !== "string") continue;
    let decoded: unknown;
    try {
      decoded = JSON.parse(value);
    } catch {
      return false;
    }
    for (const part of references(decoded)) if (!parts.has(part)) return false;
  }
  return true;
}
