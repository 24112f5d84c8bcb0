/**
 * Headers the custom server (scripts/serve.ts) sets on every request before Next sees it. It always
 * overwrites them, so a value here is never one a client sent.
 */
export const CLIENT_ADDRESS_HEADER = "x-printgo-client-address";

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
