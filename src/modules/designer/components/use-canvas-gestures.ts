"use client";

import { useRef, useState, type Dispatch, type PointerEvent } from "react";
import { coveredBox, type DesignElement, type DesignSide, type SideGeometry } from "@/modules/print-design";
import type { EditorAction } from "./editor-state";
import {
  elementAt,
  resized,
  resizedText,
  rotationTowards,
  type Corner,
  type Point,
} from "./element-geometry";
import { SNAP_PIXELS, snapBox, snapTargets, type SnapLine, type SnapTargets } from "./snapping";
import { fittedTextHeight } from "./text-fit";

/** Screen pixels around an element that still pick it (a finger is wide, a line thin). */
const PICK_SLOP_PIXELS = { mouse: 3, pen: 6, touch: 12 } as Record<string, number>;
/** A press that moves less than this many screen pixels is a click, not a drag. */
const DRAG_PIXELS = 3;

type Gesture = {
  kind: "move" | "rotate" | Corner;
  start: Point;
  element: DesignElement;
  /** The history key of this gesture's changes: the whole gesture undoes in one step. */
  key: string;
  targets: SnapTargets;
  dragging: boolean;
};

let gestures = 0;

/** Millimetres to a hundredth, within the document's limits (a drag far off the page stops there). */
const round = (value: number) => Math.round(Math.min(2000, Math.max(-2000, value)) * 100) / 100;

function isCorner(handle: string | null | undefined): handle is Corner | "rotate" {
  return handle === "nw" || handle === "ne" || handle === "se" || handle === "sw" || handle === "rotate";
}

/**
 * Pointer Events on the canvas (mouse, pen and touch alike): a press picks the topmost element under
 * it, a drag moves it with snapping, a corner handle resizes and the rotate handle turns it. Each gesture
 * is one history entry (its changes share a key, and pointerup commits it).
 */
export function useCanvasGestures({
  side,
  geometry,
  pixelsPerMm,
  selected,
  dispatch,
}: {
  side: DesignSide;
  geometry: SideGeometry;
  pixelsPerMm: number;
  selected: DesignElement | undefined;
  dispatch: Dispatch<EditorAction>;
}) {
  const gesture = useRef<Gesture | null>(null);
  const [snapLines, setSnapLines] = useState<SnapLine[]>([]);

  function pointOf(event: PointerEvent<HTMLElement>): Point {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: (event.clientX - rect.left) / pixelsPerMm, y: (event.clientY - rect.top) / pixelsPerMm };
  }

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if (event.button !== 0) return;
    event.currentTarget.focus({ preventScroll: true });
    const point = pointOf(event);
    const handle = (event.target as Element).closest?.("[data-handle]")?.getAttribute("data-handle");
    const slop = (PICK_SLOP_PIXELS[event.pointerType] ?? 3) / pixelsPerMm;
    const element = isCorner(handle) && selected ? selected : elementAt(side, point, slop);
    if (!element) {
      dispatch({ type: "select", id: null });
      return;
    }
    event.preventDefault();
    if (element.id !== selected?.id) dispatch({ type: "select", id: element.id });
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const others = side.elements.filter((each) => each.id !== element.id).map(coveredBox);
    gesture.current = {
      kind: isCorner(handle) && selected ? handle : "move",
      start: point,
      element,
      key: `gesture-${++gestures}`,
      targets: snapTargets(geometry, others),
      dragging: false,
    };
  }

  function onPointerMove(event: PointerEvent<HTMLElement>) {
    const current = gesture.current;
    if (!current) return;
    const point = pointOf(event);
    const { element, key } = current;
    if (!current.dragging) {
      const moved = Math.hypot(point.x - current.start.x, point.y - current.start.y) * pixelsPerMm;
      if (moved < DRAG_PIXELS) return;
      current.dragging = true;
    }
    if (current.kind === "move") {
      const x = element.x + point.x - current.start.x;
      const y = element.y + point.y - current.start.y;
      // Alt (Option) moves freely, without snapping.
      const snap = event.altKey
        ? { dx: 0, dy: 0, lines: [] }
        : snapBox(coveredBox({ ...element, x, y }), current.targets, SNAP_PIXELS / pixelsPerMm);
      setSnapLines(snap.lines);
      dispatch({
        type: "change",
        id: element.id,
        changes: { x: round(x + snap.dx), y: round(y + snap.dy) },
        key,
      });
    } else if (current.kind === "rotate") {
      dispatch({
        type: "change",
        id: element.id,
        changes: { rotation: rotationTowards(element, point, event.shiftKey) },
        key,
      });
    } else {
      const box =
        element.kind === "text"
          ? resizedText(
              element,
              current.kind,
              point,
              (width) => fittedTextHeight({ ...element, width }) ?? element.height,
            )
          : resized(
              element,
              current.kind,
              point,
              element.kind === "image" || element.kind === "qr" ? !event.shiftKey : event.shiftKey,
            );
      const changes = {
        x: round(box.x),
        y: round(box.y),
        width: round(box.width),
        height: round(box.height),
      };
      dispatch({ type: "change", id: element.id, changes, key });
    }
  }

  function onPointerEnd() {
    if (!gesture.current) return;
    gesture.current = null;
    setSnapLines([]);
    dispatch({ type: "commit" });
  }

  return {
    snapLines,
    handlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd },
  };
}
