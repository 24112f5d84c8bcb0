"use client";

import { useEffect, useRef, useState } from "react";
import type { SideGeometry } from "@/modules/print-design";

/** CSS pixels per millimetre at 100%: the page at its real size on a 96 dpi screen. */
const REAL_SIZE = 96 / 25.4;
const STEP = 1.25;
const MIN_PPM = 0.2;
const MAX_PPM = 40;
/** Room around the page inside the viewport (its padding), for the handles. */
const MARGIN_PX = 16;
/** Before the viewport is measured (the server's render): about a business card's width on a phone. */
const FIRST_PPM = 3;

const clamp = (ppm: number) => Math.min(MAX_PPM, Math.max(MIN_PPM, ppm));

/**
 * The canvas's zoom: by default the page fits the viewport's width (and the window's height less the
 * header and tools, so a tall poster stays whole); the buttons and Ctrl+wheel zoom from there.
 */
export function useZoom(geometry: SideGeometry) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<{ width: number; height: number } | null>(null);
  const [factor, setFactor] = useState(1);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const observer = new ResizeObserver(([entry]) => {
      // The viewport is at most the window less the header and toolbar (9rem), less its own padding.
      const height = Math.min(window.innerHeight * 0.75, window.innerHeight - 208);
      if (entry) setRoom({ width: entry.contentRect.width, height });
    });
    observer.observe(viewport);
    // Ctrl (Cmd) + wheel, and a trackpad's pinch (which browsers send as Ctrl + wheel), zoom the page.
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      setFactor((previous) => previous * Math.exp(-event.deltaY * 0.002));
    };
    viewport.addEventListener("wheel", onWheel, { passive: false });
    return () => {
      observer.disconnect();
      viewport.removeEventListener("wheel", onWheel);
    };
  }, []);

  const fit = room
    ? clamp(
        Math.min(
          (room.width - MARGIN_PX) / geometry.pageWidthMm,
          Math.max(200, room.height - MARGIN_PX) / geometry.pageHeightMm,
        ),
      )
    : FIRST_PPM;
  const pixelsPerMm = clamp(fit * factor);

  function zoom(change: "in" | "out" | "fit") {
    if (change === "fit") return setFactor(1);
    const next = clamp(pixelsPerMm * (change === "in" ? STEP : 1 / STEP));
    setFactor(next / fit);
  }

  return { viewportRef, pixelsPerMm, percent: Math.round((pixelsPerMm / REAL_SIZE) * 100), zoom };
}
