/**
 * Requests as an attacker sends them: bodies streamed chunk by chunk with or without a declared length,
 * headers a browser would never send. Every answer is reduced to its status code, or to what went
 * wrong on the wire ("reset", "timeout") when there was none: those count as failures.
 */
import { request as httpRequest } from "node:http";

export type Outcome = number | "reset" | "timeout";

export type StreamedPost = {
  url: string;
  headers?: Record<string, string>;
  /** How many bytes the attacker is willing to send. */
  bytes: number;
  /** Declare the length (Content-Length) instead of sending chunked. */
  declareLength?: boolean;
  /** What the body is made of; repeated. */
  filler?: Buffer;
  timeoutMs?: number;
};

/** POSTs up to `bytes` and stops sending the moment the server answers (as a real client would). */
export function streamedPost(post: StreamedPost): Promise<{ outcome: Outcome; sentBytes: number }> {
  const filler = post.filler ?? Buffer.alloc(64 * 1024, "a");
  return new Promise((resolve) => {
    let sentBytes = 0;
    let settled = false;
    const finish = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve({ outcome, sentBytes });
    };
    const request = httpRequest(post.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(post.declareLength
          ? { "content-length": String(post.bytes) }
          : { "transfer-encoding": "chunked" }),
        ...post.headers,
      },
    });
    const timer = setTimeout(() => finish("timeout"), post.timeoutMs ?? 60_000);
    request.on("response", (response) => {
      response.resume();
      finish(response.statusCode ?? "reset");
    });
    request.on("error", () => finish("reset"));
    const pump = () => {
      while (!settled && sentBytes < post.bytes) {
        const chunk = filler.subarray(0, Math.min(filler.length, post.bytes - sentBytes));
        sentBytes += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      if (!settled) request.end();
    };
    pump();
  });
}

/** A plain request; the status, or what went wrong. */
export async function send(
  url: string,
  init: RequestInit = {},
): Promise<{ outcome: Outcome; body: string; headers: Headers }> {
  try {
    const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(60_000), ...init });
    return { outcome: response.status, body: await response.text(), headers: response.headers };
  } catch (error) {
    const timeout = error instanceof Error && error.name === "TimeoutError";
    // What went wrong on the wire, for the report (e.g. "SocketError: other side closed").
    const cause = error instanceof Error ? String(error.cause ?? error) : String(error);
    return { outcome: timeout ? "timeout" : "reset", body: cause, headers: new Headers() };
  }
}

/** A request with any method, TRACE included (fetch refuses to send it): the status and headers. */
export function rawSend(url: string, method: string): Promise<{ outcome: Outcome; headers: Headers }> {
  return new Promise((resolve) => {
    const request = httpRequest(url, { method, timeout: 60_000 }, (response) => {
      response.resume();
      const headers = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        for (const v of [value ?? []].flat()) headers.append(name, v);
      }
      resolve({ outcome: response.statusCode ?? "reset", headers });
    });
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", (error) =>
      resolve({ outcome: error.message === "timeout" ? "timeout" : "reset", headers: new Headers() }),
    );
    request.end();
  });
}

/** "413 ×3, 201 ×50": how often each outcome happened. */
export function tally(outcomes: Outcome[]): string {
  const counts = new Map<Outcome, number>();
  for (const outcome of outcomes) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  return [...counts].map(([outcome, count]) => `${outcome} ×${count}`).join(", ");
}

export const isAnswer = (outcome: Outcome) => typeof outcome === "number" && outcome >= 200 && outcome < 500;
