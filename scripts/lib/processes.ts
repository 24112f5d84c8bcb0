/**
 * Reading a process tree's memory from /proc (Linux), for the benchmark and the abuse test.
 */
import { readdirSync, readFileSync } from "node:fs";

/** The processes whose parent is `pid`. */
export function childrenOf(pid: number): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]?.split(" ")[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** `pid` and every process below it. */
export function processTree(pid: number): number[] {
  return [pid, ...childrenOf(pid).flatMap(processTree)];
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
