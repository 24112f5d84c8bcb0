/**
 * What counts as an unhandled error in the shop's output: a pino line at error level or above that was
 * not written on purpose by a handler that coped, Next.js's own error marks, and Node's warnings about
 * rejections nobody handled. Handlers that cope log at warn/info, so any error line is a finding.
 */
export function unhandledErrors(output: string): string[] {
  return output.split("\n").filter((line) => {
    if (line.startsWith("{")) {
      try {
        return (JSON.parse(line) as { level?: number }).level! >= 50;
      } catch {
        return false;
      }
    }
    return /⨯|unhandled|uncaught|UnhandledPromiseRejection|\bat .+:\d+:\d+\)?$/i.test(line);
  });
}
