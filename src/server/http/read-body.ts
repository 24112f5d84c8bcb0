/**
 * Reading request bodies with a ceiling. `request.text()` and `request.json()` buffer whatever arrives,
 * and a chunked body carries no Content-Length to check first, so every route handler that reads a body
 * goes through here instead: a declared length over the limit is refused before reading, and a body
 * that grows past it is refused as soon as it does, its stream cancelled, whatever the framing.
 */

export type BodyText = { ok: true; text: string } | { ok: false; response: Response };
export type BodyJson = { ok: true; json: unknown } | { ok: false; response: Response };

const DEFAULT_MESSAGE = "The request body is too large.";

/** 413 in the shape our APIs answer errors; `message` in the caller's language where a person reads it. */
function payloadTooLargeResponse(message = DEFAULT_MESSAGE): Response {
  return Response.json({ error: "payload_too_large", message }, { status: 413 });
}

/** The body as UTF-8 text (as `request.text()` decodes it), or a 413 once it passes `maxBytes`. */
export async function readBodyText(request: Request, maxBytes: number, message?: string): Promise<BodyText> {
  const body = await readBodyBytes(request, maxBytes);
  if (body.ok) return { ok: true, text: new TextDecoder().decode(body.bytes) };
  // The sender went away mid-body: nobody is waiting for an answer, but it must not be a 500.
  if (body.error === "incomplete")
    return { ok: false, response: Response.json({ error: "incomplete_body" }, { status: 400 }) };
  return { ok: false, response: payloadTooLargeResponse(message) };
}

export type BodyBytes = { ok: true; bytes: Buffer } | { ok: false; error: "tooLarge" | "incomplete" };

/**
 * The body's bytes, or `tooLarge` once it passes `maxBytes` (declared or counted: the stream is
 * cancelled then), or `incomplete` when the sender went away mid-body. For a route that answers its own
 * refusals, e.g. a picture upload.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<BodyBytes> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false, error: "tooLarge" };
  }
  if (!request.body) return { ok: true, bytes: Buffer.alloc(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const next = await reader.read().catch(() => undefined);
    if (!next) return { ok: false, error: "incomplete" };
    const { done, value } = next;
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      // Stop the sender rather than read (and throw away) the rest of an endless body.
      await reader.cancel().catch(() => undefined);
      return { ok: false, error: "tooLarge" };
    }
    chunks.push(value);
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}

/** The body parsed as JSON (`json` is undefined when it is not JSON), or a 413 past `maxBytes`. */
export async function readBodyJson(request: Request, maxBytes: number, message?: string): Promise<BodyJson> {
  const body = await readBodyText(request, maxBytes, message);
  if (!body.ok) return body;
  try {
    return { ok: true, json: JSON.parse(body.text) as unknown };
  } catch {
    return { ok: true, json: undefined };
  }
}
