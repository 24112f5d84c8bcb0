/**
 * Headers the custom server (scripts/serve.ts) sets on every request before Next sees it. It always
 * overwrites them, so a value here is never one a client sent.
 */
export const CLIENT_ADDRESS_HEADER = "x-printgo-client-address";

/**
 * Set by a route on an answer the edge may send again, for this many seconds, to the same request
 * (post-replay.ts); the edge removes it before the answer leaves. Without the edge (bare `next start`)
 * it reaches the client, where it means nothing.
 */
export const EDGE_KEEP_SECONDS_HEADER = "x-printgo-keep-seconds";

const EDGE_IN_FRONT = Symbol.for("printgo.edge-in-front");
type Marked = { [EDGE_IN_FRONT]?: true };

/**
 * Called when the custom server is created. Next runs the app in the same process, so the app can tell
 * whether these headers were written by the edge or could be a client's own (bare `next start`).
 */
export function markEdgeInFront(): void {
  (globalThis as Marked)[EDGE_IN_FRONT] = true;
}

export function isEdgeInFront(): boolean {
  return (globalThis as Marked)[EDGE_IN_FRONT] === true;
}
