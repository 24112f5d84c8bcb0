import { log as rootLog, type Logger } from "./log";

/**
 * The one way a server process stops (docs/architecture.md#start-up-and-shutdown). Whoever owns a resource registers
 * how to let it go, under the phase it belongs to; on SIGTERM or SIGINT the phases run in this order:
 *
 * 1. `stop-accepting`: the HTTP server stops taking connections (requests in flight go on);
 * 2. `jobs`: the job runner claims nothing more and waits for its running jobs, releasing those still
 *    running when the time is up;
 * 3. `server`: the HTTP server waits for its requests to finish (cut when the time is up), then Next;
 * 4. `database`: the database (PGlite's files, the pg pool) and the cache's listening connection close;
 *
 * then the process exits. The first three phases share one time limit (`graceMs`), the database its own
 * (`closeMs`), so a stuck request or job never keeps the process from closing its database cleanly.
 */
const SHUTDOWN_PHASES = ["stop-accepting", "jobs", "server", "database"] as const;
export type ShutdownPhase = (typeof SHUTDOWN_PHASES)[number];

/** `signal` aborts when the phase's time is up: let go at once (release jobs, cut connections). */
export type ShutdownStep = (signal: AbortSignal) => Promise<void> | void;

export type ShutdownOptions = {
  /** For the phases before the database. Default 20 s: inside the usual 30 s before a SIGKILL. */
  graceMs?: number;
  /** For closing the database. Default 5 s. */
  closeMs?: number;
  /** After a phase's time is up, how long its steps get to react to the abort. Default 1 s. */
  abortedMs?: number;
  log?: Logger;
};

type Registered = { phase: ShutdownPhase; name: string; run: ShutdownStep };
type ShutdownState = { steps: Registered[]; signalsHandled?: boolean; running?: Promise<boolean> };

/**
 * On globalThis: the custom server (scripts/serve.ts) and Next's bundle of src/instrumentation.ts each
 * load their own copy of this file, and both must fill, and run, the same list.
 */
function state(): ShutdownState {
  const holder = globalThis as typeof globalThis & { __printgoShutdown?: ShutdownState };
  holder.__printgoShutdown ??= { steps: [] };
  return holder.__printgoShutdown;
}

/** Adds a step to a phase; the steps of one phase run side by side. */
export function onShutdown(phase: ShutdownPhase, name: string, run: ShutdownStep): void {
  state().steps.push({ phase, name, run });
}

/**
 * Runs every registered step, phase by phase, each phase within its time. Resolves true when every step
 * finished in time; a second call gets the first call's answer. Never exits the process itself.
 */
export function shutDown(options: ShutdownOptions = {}): Promise<boolean> {
  const current = state();
  current.running ??= runPhases(current.steps, options);
  return current.running;
}

async function runPhases(steps: Registered[], options: ShutdownOptions): Promise<boolean> {
  const { graceMs = 20_000, closeMs = 5_000, abortedMs = 1_000 } = options;
  const logger = (options.log ?? rootLog).child({ component: "shutdown" });
  const graceEnds = Date.now() + graceMs;
  let allFinished = true;
  for (const phase of SHUTDOWN_PHASES) {
    const inPhase = steps.filter((step) => step.phase === phase);
    if (inPhase.length === 0) continue;
    const ms = phase === "database" ? closeMs : Math.max(0, graceEnds - Date.now());
    const late = await runPhase(inPhase, ms, abortedMs, logger);
    if (late.length > 0) {
      allFinished = false;
      logger.warn({ phase, steps: late }, "shutdown step did not finish in time");
    }
  }
  logger.info({ complete: allFinished }, "shut down");
  return allFinished;
}

/** Runs one phase's steps; resolves with the names of those that had not finished in time. */
async function runPhase(
  steps: Registered[],
  ms: number,
  abortedMs: number,
  logger: Logger,
): Promise<string[]> {
  const deadline = new AbortController();
  const pending = new Set(steps.map((step) => step.name));
  const running = steps.map(async (step) => {
    try {
      await step.run(deadline.signal);
    } catch (error) {
      logger.error({ err: error, step: step.name }, "shutdown step failed");
    }
    if (!deadline.signal.aborted) pending.delete(step.name);
  });
  const all = Promise.all(running);
  if (await settlesWithin(all, ms)) return [];
  deadline.abort();
  await settlesWithin(all, abortedMs);
  return [...pending];
}

async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const settled = promise.then(() => true as const);
  try {
    return await Promise.race([settled, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Makes SIGTERM and SIGINT run shutDown() and then exit: 0 when everything finished in time, 1 when not.
 * Installed once per process, however many callers ask (the custom server, start-up, the worker); a
 * second signal while stopping changes nothing.
 */
export function exitOnShutdownSignals(
  options: ShutdownOptions & { exit?: (code: number) => void } = {},
): void {
  const current = state();
  if (current.signalsHandled) return;
  current.signalsHandled = true;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      (options.log ?? rootLog).info({ signal }, "stopping");
      void shutDown(options).then(
        (complete) => exit(complete ? 0 : 1),
        () => exit(1),
      );
    });
  }
}

/** Forgets every step and the signal handlers' flag; for tests only. */
export function resetShutdownForTests(): void {
  const holder = globalThis as typeof globalThis & { __printgoShutdown?: ShutdownState };
  holder.__printgoShutdown = undefined;
}
