import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { CatalogRemoval, CatalogRemovals } from "./account-catalog";
import { API_PREFIX, handleApi } from "./api-routes";
import { createContext, type SimContext } from "./context";
import { controlTokenFrom, hasControlToken } from "../shared/control-auth";
import { handleControl } from "./control-routes";
import { sendJson } from "./http-util";
import type { CloudprinterSimOptions } from "./options";
import { handleTracking, TRACKING_PREFIX } from "./tracking-route";
import type { StageName } from "./stages";
import type { Fault, SimOrder, SimSignal } from "./types";

export type { CloudprinterSimOptions } from "./options";

export type CloudprinterSim = {
  /** e.g. http://127.0.0.1:12345 */
  readonly url: string;
  /** `${url}/cloudcore/1.0/`: the shop's CLOUDPRINTER_BASE_URL. */
  readonly baseUrl: string;
  /** The bearer token of the control API. */
  readonly controlToken: string;
  setWebhookUrl(url: string | undefined): void;
  /** Copies of every order, with how many orders/add calls were accepted for its reference. */
  orders(): SimOrder[];
  /** Accepted (201) orders/add calls for `reference`, or in total. */
  addCalls(reference?: string): number;
  /** orders/add requests refused because that reference already existed: a client sending twice. */
  repeatedAdds(reference: string): number;
  /** Every signal with its delivery attempts (copies). */
  signals(): SimSignal[];
  /** Moves one order forward by hand (default 1 step), resolving after its signals' first attempts. */
  advance(reference: string, steps?: number): Promise<void>;
  advanceTo(reference: string, stage: StageName): Promise<void>;
  setFault(fault: Fault | undefined): void;
  /** Takes a product (`{product}`) or one of its options (`{product, option}`) off the account. */
  removeFromCatalog(removal: CatalogRemoval): void;
  /** Puts one back; with no argument, the whole simulated catalog. `/_sim/reset` returns to the start options. */
  restoreToCatalog(removal?: CatalogRemoval): void;
  /** What is removed right now. */
  catalogRemovals(): CatalogRemovals;
  /** Requests a "timeout" or "slow" fault is holding right now; 0 once every one has been let go. */
  heldRequests(): number;
  /** Resolves with the first signal `match` accepts, polling until `timeoutMs` (default 15 s: the bound only matters when something is wrong,
   *  and a busy machine is slow). */
  waitForSignal(match: (signal: SimSignal) => boolean, timeoutMs?: number): Promise<SimSignal>;
  /** Stops the server, the step timers and pending retries; the data file keeps the state. */
  close(): Promise<void>;
};

function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

async function dispatch(
  request: IncomingMessage,
  response: ServerResponse,
  ctx: SimContext,
  controlToken: string,
): Promise<void> {
  const { pathname } = new URL(request.url ?? "/", "http://cloudprinter-sim");
  if (pathname.startsWith(API_PREFIX)) return handleApi(request, response, ctx, pathname);
  // The carrier's page behind an ItemShipped URL: customers follow it, so it needs no token.
  if (pathname.startsWith(TRACKING_PREFIX)) return handleTracking(response, ctx, pathname);
  if (pathname.startsWith("/_sim/")) {
    if (hasControlToken(request, controlToken)) return handleControl(request, response, ctx, pathname);
    return sendJson(
      response,
      401,
      { error: { type: "unauthorized", info: "send Authorization: Bearer <SIMULATOR_CONTROL_TOKEN>" } },
      { "www-authenticate": 'Bearer realm="cloudprinter-sim"' },
    );
  }
  sendJson(response, 404, {
    error: {
      type: "not_found",
      info: "Cloudprinter simulator: see tools/cloudprinter-sim/README.md for the routes.",
    },
  });
}

export async function startCloudprinterSim(options: CloudprinterSimOptions): Promise<CloudprinterSim> {
  if (!options.apiKey) throw new Error("cloudprinter-sim: apiKey is required");
  if (!options.webhookKey) throw new Error("cloudprinter-sim: webhookKey is required");
  const host = options.host ?? "127.0.0.1";
  const controlToken = controlTokenFrom(options.controlToken);
  let url = "";
  const ctx = createContext(options, () => url);
  const { store, signals, lifecycle, faults, log } = ctx;

  const server = http.createServer((request, response) => {
    dispatch(request, response, ctx, controlToken).catch((error: unknown) => {
      log(`internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (response.headersSent) response.destroy();
      else
        sendJson(response, 500, {
          error: { type: "internal_error", info: "The simulator hit an internal error." },
        });
    });
  });
  const port = await listen(server, options.port ?? 0, host);
  url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  // Only now, with the URL known: orders and signals the data file left mid-way carry on.
  lifecycle.resume();
  signals.resume();

  const order = (reference: string) => {
    const found = store.orders.get(reference);
    if (!found) throw new Error(`cloudprinter-sim: no order with reference ${reference}`);
    return found;
  };
  return {
    url,
    baseUrl: `${url}${API_PREFIX}`,
    controlToken,
    setWebhookUrl: (next) => signals.setUrl(next),
    orders: ctx.orders,
    repeatedAdds: (reference) => store.repeatedAdds.get(reference) ?? 0,
    addCalls: (reference) =>
      reference === undefined ? store.totalAddCalls : (store.addCalls.get(reference) ?? 0),
    signals: () => signals.list(),
    advance: async (reference, steps = 1) => lifecycle.advance(order(reference), steps),
    advanceTo: async (reference, stage) => lifecycle.advanceTo(order(reference), stage),
    setFault: (fault) => faults.set(fault),
    removeFromCatalog: (removal) => ctx.catalog.remove(removal),
    restoreToCatalog: (removal) => ctx.catalog.restore(removal),
    catalogRemovals: () => ctx.catalog.removals(),
    heldRequests: () => ctx.held.size,
    async waitForSignal(match, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = signals.list().find(match);
        if (found) return found;
        if (Date.now() > deadline) {
          const seen = signals.list().map((signal) => `${signal.type}:${signal.status}`);
          throw new Error(
            `cloudprinter-sim: no matching signal within ${timeoutMs} ms (seen: ${seen.join(", ") || "none"})`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close() {
      ctx.close();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
