import { readinessLines, type ReadinessLine } from "./readiness-lines";
import type { PrintReadiness } from "./schema";

type ToastKey =
  | ReadinessLine["key"]
  | "successTitle"
  | "successText"
  | "uploadedText"
  | "uploadedWithWarningTitle"
  | "uploadedNotUsableTitle";
type Message = { key: ToastKey; values: Record<string, string | number> };

/** The toast after an upload: its kind, title and text as `uploads` messages. */
export type UploadToast = { tone: "success" | "warning" | "error"; title: Message; text: Message };

/**
 * The toast says what the check under the file says (readinessLines): "ready for printing" only when
 * every finding is good; otherwise the first finding that is not, as a warning, or as an error when
 * it refuses the file. Without a check (no print size to judge against) it only says the file is in.
 */
export function uploadToast(
  file: string,
  readiness: PrintReadiness | null,
  pageCount: number | null = null,
): UploadToast {
  if (!readiness) {
    return {
      tone: "success",
      title: { key: "successTitle", values: {} },
      text: { key: "uploadedText", values: { file } },
    };
  }
  const lines = readinessLines(readiness, pageCount);
  const refusal = lines.find((line) => line.blocking);
  if (refusal) {
    return {
      tone: "error",
      title: { key: "uploadedNotUsableTitle", values: { file } },
      text: { key: refusal.key, values: refusal.values },
    };
  }
  const concern = lines.find((line) => line.tone !== "good");
  if (concern) {
    return {
      tone: "warning",
      title: { key: "uploadedWithWarningTitle", values: { file } },
      text: { key: concern.key, values: concern.values },
    };
  }
  return {
    tone: "success",
    title: { key: "successTitle", values: {} },
    text: { key: "successText", values: { file } },
  };
}
