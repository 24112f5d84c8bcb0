import "server-only";
import { availableParallelism } from "node:os";
import type { Logger } from "@/server/log";
import type { DesignSide, SideGeometry } from "@/modules/print-design";
import type {
  AnalysisTask,
  AssembledFacts,
  AssemblyPart,
  DesignFacts,
  DesignImageFile,
} from "./analysis-protocol";
import type { UploadKind } from "./constants";
import { AnalysisProcess, type AnalysisLimits } from "./analysis-process.server";
import { UploadError } from "./upload-error";

export type DesignAnalysis = DesignFacts & {
  /** WebP thumbnail, or null (a PDF whose page could not be drawn). */
  preview: Buffer | null;
};

/**
 * Files analysed at once: one per core beyond the first, which is the web process's, and at most two.
 * On a 2-core machine that is one: a second child there would have pages compete with two decoders,
 * and each child holds 110–150 MB (docs/architecture.md#memory). Up to MAX_WAITING more files wait
 * their turn, each for at most MAX_WAIT_MS. Waiting costs nothing but a promise: the file is already
 * on disk. Past either limit the visitor is told to try again ("busy", 429) rather than the queue
 * growing without end or a request hanging until the browser gives up.
 */
const PROCESSES = Math.min(2, Math.max(1, availableParallelism() - 1));
const MAX_WAITING = 64;
const MAX_WAIT_MS = 60_000;
const LIMITS: AnalysisLimits = {
  timeMs: 20_000,
  rssBytes: 512 * 1024 * 1024,
  heapMb: 256,
  idleMs: 5 * 60_000,
};

type Pool = { idle: AnalysisProcess[]; waiting: ((process: AnalysisProcess) => void)[] };

const holder = globalThis as typeof globalThis & { __printgoAnalysis?: Pool };

function pool(): Pool {
  holder.__printgoAnalysis ??= {
    idle: Array.from({ length: PROCESSES }, () => new AnalysisProcess(LIMITS)),
    waiting: [],
  };
  return holder.__printgoAnalysis;
}

/**
 * Measures a stored design and draws its preview in a separate process (see
 * AnalysisProcess): the web process never decodes a pixel. Throws UploadError: the file's own
 * refusals, "too_complex" when it needed too much time or memory, "busy" when too many wait.
 */
export async function analyseDesignSafely(
  job: { file: string; kind: UploadKind },
  logger: Logger,
): Promise<DesignAnalysis> {
  const reply = await runInPool({ task: "analyse", ...job }, logger);
  if (!("facts" in reply)) throw new Error("analysis process answered another task");
  return { ...reply.facts, preview: asBuffer(reply.preview) };
}

/**
 * Puts the sides of a double-sided product (files on disk) into one PDF written to `output`, in the
 * same processes and under the same limits as an upload's analysis: pdf-lib parses customers' PDFs, so
 * this never runs in the web process or the job worker either (docs/product-rules.md#sides). Throws
 * UploadError: "unreadable" for a side that can't be read, "too_complex", "busy".
 */
export async function assemblePagesSafely(
  parts: AssemblyPart[],
  output: string,
  logger: Logger,
): Promise<AssembledFacts> {
  const reply = await runInPool({ task: "assemble", parts, output }, logger);
  if (!("assembled" in reply)) throw new Error("analysis process answered another task");
  return reply.assembled;
}

/**
 * Draws one side of a design (docs/designer.md#print-file) into a PDF written to `output`, and its
 * thumbnail, in the same processes and under the same limits as an upload's analysis: the images it
 * places are customers' files. Throws UploadError: "too_complex", "busy", "unreadable" (an image that
 * can't be decoded).
 */
export async function renderDesignSafely(
  job: { side: DesignSide; geometry: SideGeometry; images: DesignImageFile[]; output: string },
  logger: Logger,
): Promise<{ facts: AssembledFacts; preview: Buffer }> {
  const reply = await runInPool({ task: "render-design", ...job }, logger);
  if (!("rendered" in reply)) throw new Error("analysis process answered another task");
  return { facts: reply.rendered, preview: asBuffer(reply.preview)! };
}

async function runInPool(task: AnalysisTask, logger: Logger) {
  const process = await acquire();
  try {
    return await process.run(task, logger);
  } finally {
    release(process);
  }
}

function acquire(): Promise<AnalysisProcess> {
  const { idle, waiting } = pool();
  const free = idle.pop();
  if (free) return Promise.resolve(free);
  if (waiting.length >= MAX_WAITING) return Promise.reject(new UploadError("busy"));
  return new Promise((resolve, reject) => {
    const waiter = (process: AnalysisProcess) => {
      clearTimeout(timer);
      resolve(process);
    };
    const timer = setTimeout(() => {
      waiting.splice(waiting.indexOf(waiter), 1);
      reject(new UploadError("busy"));
    }, MAX_WAIT_MS);
    waiting.push(waiter);
  });
}

function release(process: AnalysisProcess): void {
  const { idle, waiting } = pool();
  const next = waiting.shift();
  if (next) next(process);
  else idle.push(process);
}

function asBuffer(bytes: Uint8Array | null): Buffer | null {
  return bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null;
}
