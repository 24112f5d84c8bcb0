import { envSchema } from "../../src/server/env";

/**
 * The Node flags of the shop's own long-running processes: the custom server and the job worker,
 * however they are started (`npm start`, the bench, the cluster run; `npm run worker` and the systemd
 * units in deploy/ spell out the same). HEAP_MB caps V8's heap: without a cap V8 lets it grow towards a
 * quarter of the machine's memory before it collects hard, and after the bench's shop load the server
 * held ~810 MB, against ~530 MB with 384 MB at the same throughput (docs/architecture.md#memory).
 */
export function shopNodeFlags(heapMb: number): string[] {
  return ["--enable-source-maps", `--max-old-space-size=${heapMb}`];
}

/** HEAP_MB as the shop reads it (default and limits in src/server/env.ts), without the rest of its setup. */
export function heapMbOf(env: Readonly<Record<string, string | undefined>>): number {
  return envSchema.shape.HEAP_MB.parse(env.HEAP_MB);
}
