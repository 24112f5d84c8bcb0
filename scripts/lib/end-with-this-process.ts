import type { ChildProcess } from "node:child_process";

/**
 * Kills `child` when this script exits for any reason, an uncaught error included, unless it ended
 * first. A shop server left behind holds its port, and the next bench or cluster run then fails to
 * start there (EADDRINUSE).
 */
export function endWithThisProcess(child: ChildProcess): void {
  const kill = () => child.kill("SIGKILL");
  process.once("exit", kill);
  child.once("exit", () => process.off("exit", kill));
}
