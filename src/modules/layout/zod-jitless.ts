/**
 * zod probes for eval (`Function("")`) to compile schemas, which the pages' Content-Security-Policy
 * forbids and reports; jitless mode skips the probe (README.md "Operations"). zod keeps its settings on
 * `globalThis.__zod_globalConfig` (so that several copies share them) and reads them there whenever a
 * schema is built, so setting them there needs no zod in the page: most pages have none, and
 * `config()` from "zod/v4/core" alone costs ~5 KB gzip. zod-jitless.test.ts proves zod reads it.
 */
type ZodSettingsHolder = { __zod_globalConfig?: Record<string, unknown> };

export function makeZodJitless(global: ZodSettingsHolder = globalThis as ZodSettingsHolder) {
  // Changed in place: a zod loaded earlier holds this very object.
  (global.__zod_globalConfig ??= {}).jitless = true;
}
