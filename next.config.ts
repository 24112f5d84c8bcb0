import { createRequire } from "node:module";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { STATIC_CONTENT_SECURITY_POLICY } from "./src/server/http/content-security-policy";

const withNextIntl = createNextIntlPlugin("./src/modules/i18n/request.ts");

const require = createRequire(import.meta.url);

const nextConfig: NextConfig = {
  // Prerendered pages live in this process's memory and are dropped on any data change, from any
  // process (docs/architecture.md#prerendered-pages); Next's own copies on disk and in memory are off.
  cacheHandler: require.resolve("./src/server/cache/page-cache-handler.cjs"),
  cacheMaxMemorySize: 0,
  // PGlite loads a WASM build of Postgres from its own package folder; bundling it breaks that
  // ("Received an instance of URL"). pino spawns worker threads by file path for the same reason.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pino", "@napi-rs/canvas", "unpdf", "sharp"],
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
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          // Nobody may frame the shop (clickjacking on checkout and account pages).
          { key: "X-Frame-Options", value: "DENY" },
          // Pages get their own policy, with a nonce, from src/proxy.ts: it replaces this one there.
          { key: "Content-Security-Policy", value: STATIC_CONTENT_SECURITY_POLICY },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
