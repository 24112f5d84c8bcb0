// JavaScript, not TypeScript: Node reads this file at every start of the production server, and a
// TypeScript config makes Next load its SWC compiler to read it, ~26 MB resident for good
// (docs/architecture.md#memory). Types come from the JSDoc below.
import { createRequire } from "node:module";
import { PHASE_PRODUCTION_SERVER } from "next/constants.js";
import { SECURITY_HEADERS } from "./src/server/http/security-headers.mjs";

const require = createRequire(import.meta.url);

/** @type {import("next").NextConfig} */
const nextConfig = {
  // Prerendered pages live in this process's memory and are dropped on any data change, from any
  // process (docs/architecture.md#prerendered-pages); Next's own copies on disk and in memory are off.
  cacheHandler: require.resolve("./src/server/cache/page-cache-handler.cjs"),
  cacheMaxMemorySize: 0,
  // PGlite loads a WASM build of Postgres from its own package folder; bundling it breaks that
  // ("Received an instance of URL"). pino spawns worker threads by file path for the same reason.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pino", "@napi-rs/canvas", "unpdf", "sharp"],
  // The type check is `npm run typecheck` (Next's route types from `next typegen`, then tsc over our code
  // and Next's route validator), which `npm test` and CI run before anything else. `next build` repeating
  // it took ~30 s of every build, and `npm start` builds on a fresh clone (docs/testing.md#build-time).
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  // The custom server's edge compresses, after it has given each page its own nonce
  // (src/server/http/edge/fresh-nonce.ts). Bare `next start` therefore sends uncompressed answers.
  compress: false,
  // forbidden() answers 403 for a signed-in customer on an admin page (src/modules/accounts).
  experimental: { authInterrupts: true },
  reactStrictMode: true,
  async headers() {
    return [
      {
        source: "/:path*",
        // Pages replace the Content-Security-Policy with their own, with a nonce, from src/proxy.ts.
        headers: Object.entries(SECURITY_HEADERS).map(([key, value]) => ({ key, value })),
      },
    ];
  },
  async redirects() {
    // The staff catalog page's address until the code took one spelling; kept for bookmarks.
    return ["", "/th"].map((prefix) => ({
      source: `${prefix}/admin/database/catalogue/:rest*`,
      destination: `${prefix}/admin/database/catalog/:rest*`,
      permanent: true,
    }));
  },
};

/**
 * next-intl's plugin only tells the build where our request config is (a bundler alias). The production
 * server reads this file too, at every start, and the plugin's module loads @swc/core and a native file
 * watcher there (~10 MB resident, docs/architecture.md#memory): so the server gets the config without it.
 *
 * @param {string} phase
 * @returns {Promise<import("next").NextConfig>}
 */
export default async function config(phase) {
  if (phase === PHASE_PRODUCTION_SERVER) return nextConfig;
  const { default: createNextIntlPlugin } = await import("next-intl/plugin");
  return createNextIntlPlugin("./src/modules/i18n/request.ts")(nextConfig);
}
