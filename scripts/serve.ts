/**
 * The HTTP server in front of Next (`npm start` runs it, `npm run dev` with --dev): Next's request
 * handler behind src/server/http/edge, the one place that sees the socket. It resolves the client's
 * address by TRUSTED_PROXIES, sends HSTS over https and answers malformed requests with a 4xx before
 * Next turns them into a 500 (README.md "Operations"). Bare `next start` skips all of this.
 */
import { createServer } from "node:http";
import path from "node:path";
import next from "next";
import { loadConfigOrExit } from "./load-config";
import { LANGUAGE_COOKIE } from "../src/modules/i18n";
import PageCacheHandler from "../src/server/cache/page-cache-handler.cjs";
import { createEdgeHandler } from "../src/server/http/edge/edge-handler";
import { parseTrustedProxies } from "../src/server/http/trusted-proxies";
import { exitOnShutdownSignals, onShutdown } from "../src/server/shutdown";

const dev = process.argv.includes("--dev");
const root = path.resolve(import.meta.dirname, "..");

const config = loadConfigOrExit({ serving: true });
// The one SIGTERM/SIGINT handler of this process: start-up (src/composition/boot.ts) adds the job runner
// and the database to the same shutdown, which runs in order (docs/architecture.md#start-up-and-shutdown).
exitOnShutdownSignals();
const app = next({ dev, dir: root, port: config.PORT });
const handle = app.getRequestHandler();
await app.prepare();

// Kept pages and kept quote answers belong to the data epoch that any cache-tag invalidation moves.
const dataEpoch = () => PageCacheHandler.pageCacheState().epoch;
const edge = createEdgeHandler({
  trust: parseTrustedProxies(config.TRUSTED_PROXIES),
  publicHttps: config.APP_URL.startsWith("https:"),
  handle: (req, res) => handle(req, res),
  // The proxy decides a page's language redirect by this cookie and ?lang=: part of a kept page's key.
  // Its copies are dropped with Next's prerendered pages (src/server/cache/page-cache-handler.cjs).
  pages: {
    epoch: dataEpoch,
    varyOnCookies: [LANGUAGE_COOKIE],
    varyOnQuery: ["lang"],
  },
  // Quote answers the route marks as keepable (src/app/api/quote/route.ts).
  posts: { epoch: dataEpoch, paths: ["/api/quote"] },
});

const server = createServer((req, res) => {
  edge(req, res).catch((error: unknown) => {
    console.error("request failed before reaching the app", error);
    if (res.headersSent) res.destroy();
    else res.writeHead(500, { "Content-Type": "text/plain" }).end("Internal Server Error");
  });
});
server.listen(config.PORT, () => {
  console.log(`  ▲ Next.js ${dev ? "dev server" : "production server"} on port ${config.PORT}`);
});

// Stop accepting first, so no new request starts while jobs finish; then wait for the requests in
// flight (cut when the shutdown's time is up), then Next itself. The database closes after this.
let closed: Promise<void> = Promise.resolve();
onShutdown("stop-accepting", "http server", () => {
  closed = new Promise((resolve) => server.close(() => resolve()));
});
onShutdown("server", "http server", async (signal) => {
  // A kept-alive connection is closed as soon as its request ends; at the deadline, all of them.
  const idle = setInterval(() => server.closeIdleConnections(), 250);
  signal.addEventListener("abort", () => server.closeAllConnections(), { once: true });
  try {
    server.closeIdleConnections();
    await closed;
  } finally {
    clearInterval(idle);
  }
  await app.close();
});
