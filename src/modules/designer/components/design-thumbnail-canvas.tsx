"use client";

import { useEffect, useMemo, useRef } from "react";
import type { MyDesign } from "../my-designs.server";
import { drawPage } from "./draw-page";
import { useDesignFonts } from "./use-design-fonts";
import { useDesignImages } from "./use-design-images";

/** Backing pixels of the thumbnail's longer edge: sharp on a 2× screen at the list's 6 rem. */
const THUMBNAIL_PIXELS = 200;

/**
 * A saved design's first side in My account → Designs, drawn in the browser by drawSide, the renderer
 * of the editor and the print file (docs/designer.md#designs-are-kept), with its fonts and the small
 * previews of its images. It redraws as each font or picture arrives; until then the page shows white.
 * Decorative: the row names the design beside it.
 */
export default function DesignThumbnail({ side, geometry, images }: MyDesign["thumbnail"]) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const sides = useMemo(() => [side], [side]);
  const fonts = useDesignFonts(sides);
  const { pictures } = useDesignImages(images);
  const scale = THUMBNAIL_PIXELS / Math.max(geometry.pageWidthMm, geometry.pageHeightMm);
  useEffect(() => {
    if (canvas.current && fonts.ready) drawPage(canvas.current, side, geometry, scale, pictures);
  }, [side, geometry, scale, pictures, fonts.ready, fonts.version]);
  return (
    <canvas
      ref={canvas}
      aria-hidden
      data-testid="design-thumbnail"
      width={Math.round(geometry.pageWidthMm * scale)}
      height={Math.round(geometry.pageHeightMm * scale)}
      className="max-h-full max-w-full bg-white shadow-sm ring-1 ring-border"
    />
  );
}
