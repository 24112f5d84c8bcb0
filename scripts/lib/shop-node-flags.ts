import { envSchema } from "../../src/server/env";

/**
 * The Node flags of the shop's own long-running processes: the custom server and the job worker,
 * however they are started (`npm start`, the bench, the cluster run; `npm run worker` and the systemd
 * units in deploy/ spell out the same). HEAP_MB caps V8's heap: without a cap V8 lets it grow towards a
 * quarter of the machine's memory before it collects hard, and after the bench's shop load the server
 * held ~810 MB, against ~530 MB with 384 MB at the same throughput (docs/architecture.md#memory).
 *
 * Not `--enable-source-maps`: Node then reads and keeps the source map of every module it loads, and
 * Next's server chunks carry ~55 MB of them; the server held ~120 MB more after the same load. Stack
 * traces name the built files; NODE_OPTIONS=--enable-source-maps maps them back when debugging.
 */
export function shopNodeFlags(heapMb: number): string[] {
  return [`--max-old-space-size=${heapMb}`];
}

/**
 * The environment of those processes: `env` with MALLOC_ARENA_MAX=2 unless it sets its own. glibc's
 * malloc gives threads that allocate at once arenas of their own, up to eight per core, and a Node
 * server's threads (libuv's pool, V8's helpers, sharp) left ~55 MB more resident after the bench's
 * shop load than two arenas do, at the same throughput (docs/architecture.md#memory). The processes
 * they start (the upload analysis children) inherit it.
 */
export function shopProcessEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? "2" };
}

/** HEAP_MB as the shop reads it (default and limits in src/server/env.ts), without the rest of its setup. */
export function heapMbOf(env: Readonly<Record<string, string | undefined>>): number {
  return envSchema.shape.HEAP_MB.parse(env.HEAP_MB);
}
