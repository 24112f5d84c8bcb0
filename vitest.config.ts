import path from "node:path";
import { defineConfig } from "vitest/config";

// With TEST_DATABASE_URL set, the whole suite runs twice: once on PGlite and once on that PostgreSQL
// server, so every integration test proves the same code on both engines.
const engines = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "src"),
      // `server-only` throws outside React's server build; in tests every module is server-side anyway.
      "server-only": path.resolve(import.meta.dirname, "src/test/empty-module.ts"),
    },
  },
  test: {
    environment: "node",
    include: [
      "src/**/*.test.ts",
      "src/**/*.test.tsx",
      "tools/**/*.test.ts",
      "scripts/**/*.test.ts",
      "eslint/**/*.test.ts",
    ],
    setupFiles: ["src/test/setup.ts"],
    // Each integration test migrates a fresh database; PGlite boots in about a second.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: engines.map((engine) => ({
      extends: true,
      test: { name: engine, env: { TEST_DB_ENGINE: engine } },
    })),
  },
});
