import "server-only";
import { fork, type ChildProcess } from "node:child_process";
import { readFile } from "node:fs/promises";
import { setPriority } from "node:os";
import path from "node:path";
import { log, type Logger } from "@/server/log";
import { ANALYSIS_READY, type AnalysisJob, type AnalysisReply, type AnalysisTask } from "./analysis-protocol";
import { UploadError } from "./upload-error";

export type AnalysisLimits = {
  /** Hard kill (SIGKILL) when one file takes longer than this. */
  timeMs: number;
  /** Hard kill when the process's resident memory (V8, libvips, canvas, buffers) passes this. */
  rssBytes: number;
  /** V8 heap of the process (--max-old-space-size); native memory is the RSS watchdog's job. */
  heapMb: number;
  /**
   * A child with no file for this long ends, and the next file starts a new one (a second or two of
   * loading): an idle shop does not keep ~150–200 MB per child (docs/architecture.md#memory).
   */
  idleMs: number;
};

/** The child ended mid-file without being told to (a crash, an out-of-memory abort). */
class ChildDied extends Error {}

/** Loading pdf.js, sharp and canvas takes a few seconds on a cold start (more through tsx). */
const START_TIMEOUT_MS = 30_000;
const WATCH_INTERVAL_MS = 100;
/** Recycled after this many files, so native memory fragmentation never accumulates. */
const JOBS_PER_PROCESS = 200;

/**
 * One long-lived child process that analyses one file at a time. Whatever a file does inside it
 * (a PDF content stream inflating to gigabytes, a bomb image), the web process only waits: the child
 * is killed when it runs out of time or memory and the next file gets a new one.
 */
export class AnalysisProcess {
  private child: ChildProcess | undefined;
  private ready: Promise<ChildProcess> | undefined;
  private jobsDone = 0;
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly limits: AnalysisLimits) {}

  async run(job: AnalysisTask, logger: Logger): Promise<AnalysisReply & { ok: true }> {
    clearTimeout(this.idleTimer);
    try {
      return await this.runOne(job, logger).catch((error: unknown) => {
        // A child that died on its own (a native library's crash, not one of our limits) gets the
        // file once more in a new child; a second death is the file's, and refused as too complex.
        if (!(error instanceof ChildDied)) throw error;
        return this.runOne(job, logger);
      });
    } catch (error) {
      throw error instanceof ChildDied ? new UploadError("too_complex") : error;
    } finally {
      this.endWhenIdle();
    }
  }

  private async runOne(job: AnalysisTask, logger: Logger): Promise<AnalysisReply & { ok: true }> {
    const child = await this.started();
    const id = this.nextId++;
    const reply = await new Promise<AnalysisReply>((resolve, reject) => {
      let settled = false;
      const finish = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearInterval(watchdog);
        child.off("message", onMessage);
        child.off("exit", onExit);
        outcome();
      };
      const tooComplex = (reason: string) => {
        logger.warn({ ...about(job), reason, pid: child.pid }, "design analysis stopped; process killed");
        this.kill(child);
        finish(() => reject(new UploadError("too_complex")));
      };
      const onMessage = (message: unknown) => {
        if (isReply(message) && message.id === id) finish(() => resolve(message));
      };
      const onExit = (code: number | null, signal: string | null) => {
        logger.warn({ ...about(job), code, signal }, "analysis process ended mid-file");
        finish(() => reject(new ChildDied()));
      };
      const timer = setTimeout(() => tooComplex("time"), this.limits.timeMs);
      const watchdog = setInterval(() => {
        void residentBytes(child.pid).then((rss) => {
          if (rss !== undefined && rss > this.limits.rssBytes) tooComplex("memory");
        });
      }, WATCH_INTERVAL_MS);
      child.on("message", onMessage);
      child.on("exit", onExit);
      child.send({ ...job, id } satisfies AnalysisJob);
    });
    if (++this.jobsDone >= JOBS_PER_PROCESS) this.kill(child);
    if (!reply.ok) throw new UploadError(reply.code);
    return reply;
  }

  // One file at a time (the pool's rule): the timer set after one file is cleared when the next begins.
  private endWhenIdle(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.child && this.kill(this.child), this.limits.idleMs);
    this.idleTimer.unref();
  }

  /** Ends the child (tests, shutdown); the next job starts a new one. */
  stop(): void {
    if (this.child) this.kill(this.child);
  }

  private started(): Promise<ChildProcess> {
    // A start that fails once (killed while loading, say) is tried again before giving up.
    this.ready ??= this.spawn()
      .catch(() => this.spawn())
      .catch((error: unknown) => {
        this.ready = undefined;
        throw error;
      });
    return this.ready;
  }

  private spawn(): Promise<ChildProcess> {
    const { entry, execArgv } = childEntry();
    const child = fork(entry, [], {
      execArgv: ["--conditions=react-server", ...execArgv, `--max-old-space-size=${this.limits.heapMb}`],
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    this.child = child;
    this.jobsDone = 0;
    // Lower priority than the web process, from its first instruction (loading its modules takes a
    // second of CPU): a slow file never makes pages or /api/health slow.
    if (child.pid) tryLowerPriority(child.pid);
    // Never keeps the web process (or a test run) alive; dies with it through 'disconnect'.
    child.unref();
    child.channel?.unref();
    child.once("exit", () => {
      if (this.child === child) {
        this.child = undefined;
        this.ready = undefined;
      }
    });
    return new Promise((resolve, reject) => {
      const fail = (error: Error) => {
        clearTimeout(timer);
        this.kill(child);
        reject(error);
      };
      const timer = setTimeout(() => fail(new Error("analysis process did not start")), START_TIMEOUT_MS);
      child.once("error", fail);
      child.once("exit", (code, signal) => fail(new Error(`analysis process exited (${code ?? signal})`)));
      child.once("message", (message) => {
        if (message !== ANALYSIS_READY) return fail(new Error("analysis process sent no ready signal"));
        clearTimeout(timer);
        child.removeAllListeners("error");
        child.on("error", (error) => log.warn({ err: error }, "analysis process error"));
        resolve(child);
      });
    });
  }

  private kill(child: ChildProcess): void {
    if (this.child === child) {
      this.child = undefined;
      this.ready = undefined;
    }
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }
}

/**
 * In production the child is plain JavaScript compiled by `npm run build` (scripts/build-server.ts,
 * `dist/analysis-child.js`); in development and tests it runs from the sources through tsx. Either way
 * Next must not bundle it: the ignore comments keep Turbopack from following the path.
 */
function childEntry(): { entry: string; execArgv: string[] } {
  if (process.env.NODE_ENV === "production") {
    return {
      entry: path.join(/* turbopackIgnore: true */ process.cwd(), "dist/analysis-child.js"),
      // No --enable-source-maps: Node would read and keep the map of every module the child loads
      // (pdf-lib ships hundreds), as for the server (scripts/lib/shop-node-flags.ts).
      execArgv: [],
    };
  }
  return {
    entry: path.join(/* turbopackIgnore: true */ process.cwd(), "src/modules/uploads/analysis-child.ts"),
    execArgv: ["--import", "tsx"],
  };
}

/** What a log line says of a job: the file's kind, the kinds of the sides put together, a design's size. */
function about(job: AnalysisTask): Record<string, unknown> {
  if (job.task === "analyse") return { kind: job.kind };
  if (job.task === "assemble") return { task: job.task, kinds: job.parts.map((part) => part.kind) };
  return { task: job.task, elements: job.side.elements.length, images: job.images.length };
}

function isReply(message: unknown): message is AnalysisReply {
  return typeof message === "object" && message !== null && "id" in message && "ok" in message;
}

/** VmRSS from /proc (Linux); undefined elsewhere, where the time limit is the only guard. */
async function residentBytes(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  return kb === undefined ? undefined : Number(kb) * 1024;
}

function tryLowerPriority(pid: number): void {
  try {
    setPriority(pid, 10);
  } catch {
    // Not permitted on some systems; the limits still hold.
  }
}
