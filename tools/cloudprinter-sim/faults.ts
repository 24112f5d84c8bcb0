import type { Fault } from "./types";

const MODES: readonly Fault["mode"][] = ["error", "timeout", "slow", "drop-after-accept", "drop-webhooks"];

/** "orders/add", "/orders/add/" and "/cloudcore/1.0/orders/add" all name the same endpoint. */
export function normalizePath(path: string): string {
  return path
    .replace(/^\/+/, "")
    .replace(/^cloudcore\/1\.0\//, "")
    .replace(/\/+$/, "");
}

/**
 * The one fault in force (in memory only: a restart clears it). Each `take…` asks whether the fault
 * applies to this request or webhook attempt and, if so, uses up one of its `count`.
 */
export class FaultSwitch {
  private fault: Fault | undefined;

  constructor(private readonly now: () => number) {}

  set(fault: Fault | undefined): void {
    this.fault = fault && { ...fault, ...(fault.paths && { paths: fault.paths.map(normalizePath) }) };
  }

  current(): Fault | undefined {
    if (this.fault?.untilMs !== undefined && this.now() >= this.fault.untilMs) this.fault = undefined;
    return this.fault;
  }

  /** error, timeout or slow on an API request to `path`. */
  takeForRequest(path: string): Fault | undefined {
    const fault = this.current();
    if (!fault || !["error", "timeout", "slow"].includes(fault.mode) || !this.covers(fault, path))
      return undefined;
    return this.use(fault);
  }

  /** Asked only after orders/add accepted an order. */
  takeDropAfterAccept(path: string): boolean {
    const fault = this.current();
    return fault?.mode === "drop-after-accept" && this.covers(fault, path) && Boolean(this.use(fault));
  }

  takeWebhookDrop(): boolean {
    const fault = this.current();
    return fault?.mode === "drop-webhooks" && Boolean(this.use(fault));
  }

  private covers(fault: Fault, path: string): boolean {
    return !fault.paths || fault.paths.includes(normalizePath(path));
  }

  private use(fault: Fault): Fault {
    if (fault.count !== undefined) {
      fault.count -= 1;
      if (fault.count <= 0) this.fault = undefined;
    }
    return fault;
  }
}

const isCount = (value: unknown) => typeof value === "number" && Number.isInteger(value) && value >= 0;

/** A Fault from the control API's JSON; `{}` clears. Throws a message for anything malformed. */
export function parseFault(body: Record<string, unknown>): Fault | undefined {
  if (Object.keys(body).length === 0) return undefined;
  const { mode, status, delayMs, paths, count, untilMs } = body;
  if (!MODES.includes(mode as Fault["mode"])) throw new Error(`mode must be one of ${MODES.join(", ")}`);
  if (status !== undefined && !(isCount(status) && Number(status) >= 100 && Number(status) <= 599)) {
    throw new Error("status must be an HTTP status code");
  }
  if (delayMs !== undefined && !isCount(delayMs)) throw new Error("delayMs must be a whole number of ms");
  if (count !== undefined && !(isCount(count) && Number(count) > 0))
    throw new Error("count must be at least 1");
  if (untilMs !== undefined && !isCount(untilMs)) throw new Error("untilMs must be epoch milliseconds");
  if (paths !== undefined && !(Array.isArray(paths) && paths.every((entry) => typeof entry === "string"))) {
    throw new Error("paths must be an array of API paths such as orders/add");
  }
  return {
    mode: mode as Fault["mode"],
    ...(status !== undefined && { status: Number(status) }),
    ...(delayMs !== undefined && { delayMs: Number(delayMs) }),
    ...(paths !== undefined && { paths: paths as string[] }),
    ...(count !== undefined && { count: Number(count) }),
    ...(untilMs !== undefined && { untilMs: Number(untilMs) }),
  };
}
