import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { STATIC_CONTENT_SECURITY_POLICY } from "./src/server/http/content-security-policy";

const withNextIntl = createNextIntlPlugin("./src/modules/i18n/request.ts");

const nextConfig: NextConfig = {
  // PGlite loads a WASM build of Postgres from its own package folder; bundling it breaks that
  // ("Received an instance of URL"). pino spawns worker threads by file path for the same reason.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pino", "@napi-rs/canvas", "unpdf", "sharp"],
  poweredByHeader: false,
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
