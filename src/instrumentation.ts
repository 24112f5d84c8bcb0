/**
 * Next.js calls register() once per server process and waits for it before serving: the place to
 * validate configuration and migrate. A bad configuration stops the process with the variable's name.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  // Before anything can fail: Next prints errors itself, and a failed query's values must not reach the log.
  const { printErrorsWithoutValues } = await import("./server/log-error");
  printErrorsWithoutValues();
  const { bootOrExit } = await import("./composition/boot");
  await bootOrExit();
}
