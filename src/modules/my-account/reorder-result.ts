/** A line "Order again" left out, named as it was sold, and why. */
export type SkippedLine = { name: string; reason: "unavailable" | "designMissing" };

export type ReorderResult =
  | { ok: true; added: number; skipped: SkippedLine[] }
  | { ok: false; error: "notFound" | "unauthorized" | "failed" };
