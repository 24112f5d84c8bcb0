"use client";

import { useTranslations } from "next-intl";
import { safeBox, trimBox, type DesignElement, type SideGeometry } from "@/modules/print-design";
import type { SnapLine } from "./snapping";

/** Screen pixels: a handle's drawn square, its (larger, invisible) touch target, the rotate arm. */
const HANDLE = 10;
const HANDLE_TARGET = 14;
const ROTATE_ARM = 24;

/** Each corner handle: where it sits in the element's box (fractions of width and height), its cursor. */
const CORNERS = [
  { handle: "nw", across: 0, down: 0, cursor: "cursor-nwse-resize" },
  { handle: "ne", across: 1, down: 0, cursor: "cursor-nesw-resize" },
  { handle: "se", across: 1, down: 1, cursor: "cursor-nwse-resize" },
  { handle: "sw", across: 0, down: 1, cursor: "cursor-nesw-resize" },
] as const;

type Props = {
  geometry: SideGeometry;
  pixelsPerMm: number;
  selected: DesignElement | undefined;
  snapLines: SnapLine[];
};

/**
 * What the editor draws over the design, never into it (drawSide draws the design only): the print
 * guides (the bleed shaded, the trim solid, the safe area dashed), the lines being snapped to, and the
 * selection's box with its corner and rotate handles.
 */
export function CanvasOverlay({ geometry, pixelsPerMm: ppm, selected, snapLines }: Props) {
  const width = geometry.pageWidthMm * ppm;
  const height = geometry.pageHeightMm * ppm;
  const trim = trimBox(geometry);
  const safe = safeBox(geometry);
  const px = (box: { x: number; y: number; width: number; height: number }) => ({
    x: box.x * ppm,
    y: box.y * ppm,
    width: box.width * ppm,
    height: box.height * ppm,
  });
  const t = px(trim);
  const s = px(safe);
  return (
    <svg
      aria-hidden
      width={width}
      height={height}
      className="pointer-events-none absolute inset-0 overflow-visible"
    >
      <path
        d={`M0 0H${width}V${height}H0Z M${t.x} ${t.y}V${t.y + t.height}H${t.x + t.width}V${t.y}Z`}
        fillRule="evenodd"
        className="fill-destructive/15"
      />
      <rect {...t} className="fill-none stroke-destructive" strokeWidth={1} />
      <rect {...s} className="fill-none stroke-info" strokeWidth={1} strokeDasharray="5 4" />
      {snapLines.map((line) =>
        line.axis === "x" ? (
          <line
            key={`x${line.at}`}
            x1={line.at * ppm}
            x2={line.at * ppm}
            y1={0}
            y2={height}
            className="stroke-violet"
          />
        ) : (
          <line
            key={`y${line.at}`}
            y1={line.at * ppm}
            y2={line.at * ppm}
            x1={0}
            x2={width}
            className="stroke-violet"
          />
        ),
      )}
      {selected ? <Selection element={selected} pixelsPerMm={ppm} /> : null}
    </svg>
  );
}

function Selection({ element, pixelsPerMm: ppm }: { element: DesignElement; pixelsPerMm: number }) {
  const x = element.x * ppm;
  const y = element.y * ppm;
  const w = element.width * ppm;
  const h = element.height * ppm;
  return (
    <g transform={`translate(${x} ${y}) rotate(${element.rotation} ${w / 2} ${h / 2})`}>
      <rect width={w} height={h} className="fill-none stroke-primary" strokeWidth={1.5} />
      <line x1={w / 2} y1={0} x2={w / 2} y2={-ROTATE_ARM} className="stroke-primary" strokeWidth={1.5} />
      <g data-handle="rotate" className="pointer-events-auto cursor-grab">
        <circle cx={w / 2} cy={-ROTATE_ARM} r={HANDLE_TARGET} className="fill-transparent" />
        <circle
          cx={w / 2}
          cy={-ROTATE_ARM}
          r={HANDLE / 2 + 1}
          className="fill-background stroke-primary"
          strokeWidth={1.5}
        />
      </g>
      {CORNERS.map(({ handle, across, down, cursor }) => {
        const cx = across * w;
        const cy = down * h;
        return (
          <g key={handle} data-handle={handle} className={`pointer-events-auto ${cursor}`}>
            <circle cx={cx} cy={cy} r={HANDLE_TARGET} className="fill-transparent" />
            <rect
              x={cx - HANDLE / 2}
              y={cy - HANDLE / 2}
              width={HANDLE}
              height={HANDLE}
              className="fill-background stroke-primary"
              strokeWidth={1.5}
            />
          </g>
        );
      })}
    </g>
  );
}

/**
 * The guides' key, under the canvas, in the customer's language, with the sizes the product's specs
 * give (a garment: no bleed, a 10 mm margin).
 */
export function GuideLegend({ geometry }: { geometry: SideGeometry }) {
  const t = useTranslations("designer.legend");
  return (
    <ul
      aria-label={t("label")}
      className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground"
    >
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="inline-block h-0 w-5 border-t border-destructive" />
        {t("trim", { width: geometry.trimWidthMm, height: geometry.trimHeightMm })}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="inline-block size-3 bg-destructive/15" />
        {t("bleed", { mm: geometry.bleedMm })}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="inline-block h-0 w-5 border-t border-dashed border-info" />
        {t("safe", { mm: geometry.safetyMm })}
      </li>
    </ul>
  );
}
