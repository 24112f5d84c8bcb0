"use client";

import { CircleAlertIcon, CircleCheckIcon, TriangleAlertIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/cn";
import { readinessLines } from "../readiness-lines";
import type { PrintReadiness, UploadedDesign } from "../schema";

const tones = {
  good: { Icon: CircleCheckIcon, className: "text-success" },
  warn: { Icon: TriangleAlertIcon, className: "text-warning-foreground" },
  bad: { Icon: CircleAlertIcon, className: "text-destructive" },
} as const;

/**
 * One line per finding: resolution or page facts first, then what may go wrong, in plain words. A
 * reason that refuses the file (a book's page count or cover size) is shown as an error, as an alert.
 * `readiness` replaces the upload's own when the page judges with the customer's choices.
 */
export function ReadinessHint({
  design,
  readiness = design.readiness,
}: {
  design: UploadedDesign;
  readiness?: PrintReadiness | null;
}) {
  const t = useTranslations("uploads");
  if (!readiness) return null;
  const lines = readinessLines(readiness, design.pageCount).map(({ key, values, tone }) => ({
    text: t(key, values),
    tone,
  }));
  return (
    <ul className="grid gap-0.5 text-xs">
      {lines.map(({ text, tone }) => {
        const { Icon, className } = tones[tone];
        return (
          // The alert is the text, not the item: a list holds list items only (docs/testing.md#accessibility).
          <li key={text} className="flex items-start gap-1.5">
            <Icon aria-hidden className={cn("mt-px size-3.5 shrink-0", className)} />
            <span role={tone === "bad" ? "alert" : undefined}>{text}</span>
          </li>
        );
      })}
    </ul>
  );
}
