/**
 * Reading a process tree's memory from /proc (Linux), for the benchmark and the abuse test.
 */
import { readdirSync, readFileSync } from "node:fs";

/** Every process's parent, read once from /proc/<pid>/stat (gone ones left out). */
function parents(): Map<number, number> {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // After the command's closing parenthesis: the state, then the parent's id.
      const parent = readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]?.split(" ")[1];
      if (parent !== undefined) parentOf.set(Number(entry), Number(parent));
    } catch {
      // ended while we read
    }
  }
  return parentOf;
}

/** The processes whose parent is `pid`. */
export function childrenOf(pid: number): number[] {
  return [...parents()].filter(([, parent]) => parent === pid).map(([child]) => child);
}

/** `pid` and every process below it, from one read of /proc (a few ms; the bench samples it). */
export function processTree(pid: number): number[] {
  const parentOf = parents();
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    for (const [child, parent] of parentOf) if (parent === tree[i]) tree.push(child);
  }
  return tree;
}

/** The command line `pid` was started with, or "" when it has gone. */
export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return "";
  }
}

/** A memory figure of /proc/<pid>/status in kB (resident now, or the high-water mark); 0 once gone. */
export function memoryKb(pid: number, field: "VmRSS" | "VmHWM" = "VmRSS"): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU time `pid` has used (user + system, /proc/<pid>/stat), in milliseconds; 0 once gone. */
export function cpuMs(pid: number): number {
  try {
    // Fields after the command's closing parenthesis: state is the 1st, utime the 12th, stime the 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}
