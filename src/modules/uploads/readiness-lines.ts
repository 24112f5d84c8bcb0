import { blockingReasons } from "./print-readiness";
import { listedSize, readinessMessage, type ReadinessMessageKey } from "./readiness-message";
import type { PrintReadiness } from "./schema";

/** good: a plus; warn: may print less well; bad: low resolution, or a reason that refuses the file. */
type ReadinessTone = "good" | "warn" | "bad";

export type ReadinessLine = {
  key:
    | ReadinessMessageKey
    | "readinessImageGood"
    | "readinessImageOk"
    | "readinessImageLow"
    | "readinessPdfGood";
  values: Record<string, number | string>;
  tone: ReadinessTone;
  /** The reason refuses the file (a book's page count or cover size, a die-cut design's missing cut line). */
  blocking: boolean;
};

/**
 * What the check found, one `uploads` message per finding: resolution or page facts first, then what
 * may go wrong. The hint under the file and the toast after the upload both say these.
 */
export function readinessLines(readiness: PrintReadiness, pageCount: number | null): ReadinessLine[] {
  const size = listedSize(readiness);
  const lines: ReadinessLine[] = [];
  const { dpi, status } = readiness;
  const line = (key: ReadinessLine["key"], values: ReadinessLine["values"], tone: ReadinessTone) =>
    lines.push({ key, values, tone, blocking: false });
  if (dpi !== null) {
    if (status === "good") line("readinessImageGood", { dpi, ...size }, "good");
    else if (status === "ok") line("readinessImageOk", { dpi, ...size }, "warn");
    else line("readinessImageLow", { dpi }, "bad");
  } else if (readiness.reasons.length === 0) {
    line("readinessPdfGood", { pages: pageCount ?? 0, ...size }, "good");
  }
  const blocking = blockingReasons(readiness);
  for (const reason of readiness.reasons) {
    const refuses = blocking.includes(reason);
    lines.push({ ...readinessMessage(reason, readiness), tone: refuses ? "bad" : "warn", blocking: refuses });
  }
  return lines;
}
