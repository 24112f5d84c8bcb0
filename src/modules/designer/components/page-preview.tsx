"use client";

import { useEffect, useRef } from "react";
import type { DesignSide, SideGeometry } from "@/modules/print-design";
import { drawPage } from "./draw-page";

/**
 * A side drawn small by drawSide, the renderer of the editor and the print file: a template's card in
 * the picker, a draft's row in My account → Designs. `pixels` is the backing size of the page's longer
 * edge; `redraw` changes when a face or picture has arrived; until `ready`, the paper stays white.
 * Decorative: the caller names what it shows.
 */
export function PagePreview({
  side,
  geometry,
  pixels,
  images,
  redraw,
  ready = true,
  testId,
}: {
  side: DesignSide;
  geometry: SideGeometry;
  pixels: number;
  images: ReadonlyMap<string, unknown>;
  redraw: number;
  ready?: boolean;
  testId?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const scale = pixels / Math.max(geometry.pageWidthMm, geometry.pageHeightMm);
  useEffect(() => {
    if (canvas.current && ready) drawPage(canvas.current, side, geometry, scale, images);
  }, [side, geometry, scale, images, redraw, ready]);
  return (
    <canvas
      ref={canvas}
      aria-hidden
      data-testid={testId}
      width={Math.round(geometry.pageWidthMm * scale)}
      height={Math.round(geometry.pageHeightMm * scale)}
      className="max-h-full max-w-full bg-white shadow-sm ring-1 ring-border"
    />
  );
}
