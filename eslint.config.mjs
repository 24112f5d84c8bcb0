import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { guardedActions } from "./eslint/guarded-actions.mjs";
import { moduleBoundaries } from "./eslint/module-boundaries.mjs";
import { tableOwnership } from "./eslint/table-ownership.mjs";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // Layers and module surfaces (docs/architecture.md#layers).
  ...moduleBoundaries,
  // Each table has one owner; others go through its server API (docs/architecture.md#who-owns-which-table).
  ...tableOwnership,
  // Server actions only through the guarded builder (docs/architecture.md#server-actions).
  ...guardedActions,
  globalIgnores([
    ".next/**",
    ".data/**",
    "out/**",
    "build/**",
    "dist/**",
    "next-env.d.ts",
    "playwright-report/**",
    "test-results/**",
    "drizzle/**",
  ]),
]);
