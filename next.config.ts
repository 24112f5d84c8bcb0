import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./src/modules/i18n/request.ts");

const nextConfig: NextConfig = {
  // PGlite loads a WASM build of Postgres from its own package folder; bundling it breaks that
  // ("Received an instance of URL"). pino spawns worker threads by file path for the same reason.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pino"],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default withNextIntl(nextConfig);
