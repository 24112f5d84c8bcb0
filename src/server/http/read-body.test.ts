import { describe, expect, it } from "vitest";
import { chunkedBody, streamedPost } from "@/test/chunked-body";
import { readBodyJson, readBodyText } from "./read-body";

const KB = 1024;

describe("readBodyText", () => {
  it("refuses a chunked body over the limit, stops reading just past it and cancels the stream", async () => {
    const { stream, state } = chunkedBody({ chunkBytes: 4 * KB });
    const body = await readBodyText(streamedPost("http://shop.test/", stream), 64 * KB, "too big");
    expect(body.ok).toBe(false);
    if (body.ok) return;
    expect(body.response.status).toBe(413);
    expect(await body.response.json()).toEqual({ error: "payload_too_large", message: "too big" });
    expect(state.pulls).toBeLessThanOrEqual(64 / 4 + 2);
    expect(state.cancelled).toBe(true);
  });

  it("refuses a declared Content-Length over the limit without reading", async () => {
    const { stream, state } = chunkedBody();
    const request = streamedPost("http://shop.test/", stream, { "content-length": String(65 * KB) });
    const body = await readBodyText(request, 64 * KB);
    expect(body.ok).toBe(false);
    expect(state.sent).toBe(0);
  });

  it("reads a chunked body of exactly the limit, multi-byte characters intact", async () => {
    const { stream } = chunkedBody({ chunkBytes: 3 * KB, totalBytes: 63 * KB, fill: "ก" });
    const body = await readBodyText(streamedPost("http://shop.test/", stream), 63 * KB);
    expect(body).toEqual({ ok: true, text: "ก".repeat(21 * KB) });
  });

  it("answers 400, not a throw, when the sender goes away mid-body", async () => {
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ === 2) return controller.error(new Error("aborted"));
        controller.enqueue(new Uint8Array(KB));
      },
    });
    const body = await readBodyText(streamedPost("http://shop.test/", stream), 64 * KB);
    expect(body.ok).toBe(false);
    if (body.ok) return;
    expect(body.response.status).toBe(400);
  });

  it("reads an empty body as empty text", async () => {
    const body = await readBodyText(new Request("http://shop.test/", { method: "POST" }), KB);
    expect(body).toEqual({ ok: true, text: "" });
  });
});

describe("readBodyJson", () => {
  it("parses JSON, and gives undefined for a body that is not JSON", async () => {
    const post = (body: string) => new Request("http://shop.test/", { method: "POST", body });
    expect(await readBodyJson(post('{"a":1}'), KB)).toEqual({ ok: true, json: { a: 1 } });
    expect(await readBodyJson(post("{not json"), KB)).toEqual({ ok: true, json: undefined });
  });
});
