"use client";

import { CheckIcon, TriangleAlertIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import type { DesignWarning } from "@/modules/print-design";

export type ShownWarning = { warning: DesignWarning; text: string };

/**
 * The design's print warnings, live, in the customer's language. Each is a button that shows the
 * element (or the side) it is about.
 */
export function WarningsPanel({
  warnings,
  onShow,
}: {
  warnings: ShownWarning[];
  onShow: (warning: DesignWarning) => void;
}) {
  const t = useTranslations("designer.warnings");
  const headingId = useId();
  return (
    <section data-testid="design-warnings" aria-labelledby={headingId} className="grid gap-2">
      <h2 id={headingId} className="text-sm font-semibold">
        {t("title")}
      </h2>
      {warnings.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-success">
          <CheckIcon aria-hidden className="size-4" />
          {t("none")}
        </p>
      ) : (
        <ul className="grid gap-1">
          {warnings.map(({ warning, text }) => (
            <li key={`${warning.key}:${warning.areaId}:${"elementId" in warning ? warning.elementId : ""}`}>
              <button
                type="button"
                onClick={() => onShow(warning)}
                className="flex w-full items-start gap-2 rounded-[var(--radius)] px-2 py-1.5 text-left text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <TriangleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
                <span>{text}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
