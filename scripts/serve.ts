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
import { LANGUAGE_COOKIE } from "../src/modules/i18n/cookies";
import PageCacheHandler from "../src/server/cache/page-cache-handler.cjs";
import { createEdgeHandler } from "../src/server/http/edge/edge-handler";
import { parseTrustedProxies } from "../src/server/http/trusted-proxies";

const dev = process.argv.includes("--dev");
const root = path.resolve(import.meta.dirname, "..");

const config = loadConfigOrExit();
const app = next({ dev, dir: root, port: config.PORT });
const handle = app.getRequestHandler();
await app.prepare();

const edge = createEdgeHandler({
  trust: parseTrustedProxies(config.TRUSTED_PROXIES),
  publicHttps: config.APP_URL.startsWith("https:"),
  handle: (req, res) => handle(req, res),
  // The proxy decides a page's language redirect by this cookie and ?lang=: part of a kept page's key.
  // Its copies are dropped with Next's prerendered pages (src/server/cache/page-cache-handler.cjs).
  pages: {
    epoch: () => PageCacheHandler.pageCacheState().epoch,
    varyOnCookies: [LANGUAGE_COOKIE],
    varyOnQuery: ["lang"],
  },
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
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close();
    void app.close().finally(() => process.exit(0));
  });
}
