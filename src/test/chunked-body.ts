/**
 * A request body sent the way an attacker streams one: chunked, with no Content-Length, as long as
 * `totalBytes` (endless by default). `pulls` counts how many chunks the reader asked for, so a test can
 * show the handler stopped reading near its limit instead of swallowing the whole body.
 */
export function chunkedBody(options: { chunkBytes?: number; totalBytes?: number; fill?: string } = {}) {
  const { chunkBytes = 16 * 1024, totalBytes = Number.POSITIVE_INFINITY, fill = "a" } = options;
  const unit = new TextEncoder().encode(fill).byteLength;
  const chunk = new TextEncoder().encode(fill.repeat(Math.ceil(chunkBytes / unit))).slice(0, chunkBytes);
  const state = { pulls: 0, sent: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        state.pulls += 1;
        const size = Math.min(chunkBytes, totalBytes - state.sent);
        if (size <= 0) return controller.close();
        state.sent += size;
        controller.enqueue(size === chunkBytes ? chunk : chunk.slice(0, size));
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

/** A POST whose body is `stream`, with no Content-Length (fetch's `duplex: "half"` streaming upload). */
export function streamedPost(url: string, stream: ReadableStream<Uint8Array>, headers: HeadersInit = {}) {
  return new Request(url, { method: "POST", headers, body: stream, duplex: "half" } as RequestInit);
}

/** `text` as a chunked stream (no Content-Length), `chunkBytes` at a time. */
export function chunkedText(text: string, chunkBytes = 16 * 1024): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.byteLength) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + chunkBytes));
      offset += chunkBytes;
    },
  });
}
