"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useSyncExternalStore, type Dispatch, type Ref } from "react";
import type { DesignElement, DesignSide, SideGeometry } from "@/modules/print-design";
import { CanvasOverlay } from "./canvas-overlay";
import { drawPage } from "./draw-page";
import type { EditorAction } from "./editor-state";
import { useCanvasGestures } from "./use-canvas-gestures";

type Props = {
  side: DesignSide;
  sideName: string;
  geometry: SideGeometry;
  pixelsPerMm: number;
  pictures: ReadonlyMap<string, HTMLImageElement>;
  /** False until the fonts in use have loaded: the page is drawn once they are. */
  fontsReady: boolean;
  /** Grows when another face has loaded: the page is drawn again with it. */
  fontVersion: number;
  selected: DesignElement | undefined;
  selectedName: string | undefined;
  dispatch: Dispatch<EditorAction>;
  /** The focusable canvas itself, for the editor to move focus to. */
  surfaceRef: Ref<HTMLDivElement>;
};

function subscribeToPixelRatio(onChange: () => void): () => void {
  const query = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** The screen's device pixels per CSS pixel (1 on the server), followed as a window moves screens. */
function useDevicePixelRatio(): number {
  return useSyncExternalStore(
    subscribeToPixelRatio,
    () => window.devicePixelRatio || 1,
    () => 1,
  );
}

/**
 * The page being designed: drawn by drawSide at the zoom's pixels per millimetre times the screen's
 * pixel ratio (sharp on every screen), with the guides and the selection drawn over it. The focusable
 * surface takes the pointer gestures; the editor handles its keys.
 */
export function DesignCanvas({
  side,
  sideName,
  geometry,
  pixelsPerMm,
  pictures,
  fontsReady,
  fontVersion,
  selected,
  selectedName,
  dispatch,
  surfaceRef,
}: Props) {
  const t = useTranslations("designer.canvas");
  const hintId = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const ratio = useDevicePixelRatio();
  const { snapLines, handlers } = useCanvasGestures({ side, geometry, pixelsPerMm, selected, dispatch });
  const width = geometry.pageWidthMm * pixelsPerMm;
  const height = geometry.pageHeightMm * pixelsPerMm;

  useEffect(() => {
    if (!canvas.current || !fontsReady) return;
    drawPage(canvas.current, side, geometry, pixelsPerMm * ratio, pictures);
  }, [side, geometry, pixelsPerMm, ratio, pictures, fontsReady, fontVersion]);

  return (
    <div className="grid gap-1">
      <div
        ref={surfaceRef}
        role="application"
        aria-label={t("label", { side: sideName })}
        aria-describedby={hintId}
        tabIndex={0}
        className="relative touch-none bg-background shadow-md outline-none select-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        style={{ width, height }}
        {...handlers}
      >
        <canvas
          ref={canvas}
          data-testid="design-canvas"
          aria-hidden
          className="absolute inset-0 block"
          style={{ width, height }}
        />
        <CanvasOverlay
          geometry={geometry}
          pixelsPerMm={pixelsPerMm}
          selected={selected}
          snapLines={snapLines}
        />
      </div>
      <p id={hintId} className="sr-only">
        {selectedName ? t("selected", { element: selectedName }) : t("nothingSelected")} {t("keys")}
      </p>
    </div>
  );
}
