import { MM_PER_POINT, type SideGeometry } from "@/modules/print-design";
import type { NewElement } from "./editor-state";
import type { AddKind } from "./toolbar";

/** Default colours of new elements: the design's own, drawn on the canvas, never the shop's theme. */
const COLOURS = { text: "#111827", rect: "#2563eb", ellipse: "#f59e0b", line: "#111827", qr: "#000000" };

function centred(geometry: SideGeometry, width: number, height: number) {
  return {
    x: (geometry.pageWidthMm - width) / 2,
    y: (geometry.pageHeightMm - height) / 2,
    width,
    height,
    rotation: 0,
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * A new element of `kind` sized for the page (a heading on a poster is larger than on a card), in the
 * page's middle. `text` is the placeholder wording, `qrValue` the shop's address.
 */
export function newElement(
  kind: AddKind,
  geometry: SideGeometry,
  words: { text: string; qrValue: string },
): NewElement {
  const shorter = Math.min(geometry.trimWidthMm, geometry.trimHeightMm);
  switch (kind) {
    case "text": {
      const size = Math.max(8, Math.min(200, Math.round(shorter * 0.2)));
      const height = round(size * MM_PER_POINT * 1.35);
      const width = round(geometry.trimWidthMm * 0.6);
      return {
        kind,
        ...centred(geometry, width, height),
        text: words.text,
        font: "noto-sans-thai",
        weight: 400,
        size,
        color: COLOURS.text,
        align: "center",
      };
    }
    case "rect":
    case "ellipse": {
      const side = round(shorter * 0.3);
      return { kind, ...centred(geometry, side, side), fill: COLOURS[kind], stroke: null, strokeWidth: 0 };
    }
    case "line": {
      const width = round(geometry.trimWidthMm * 0.5);
      return {
        kind,
        ...centred(geometry, width, 2),
        stroke: COLOURS.line,
        strokeWidth: round(Math.max(0.3, shorter * 0.005)),
      };
    }
    case "qr": {
      const side = round(Math.max(15, Math.min(shorter * 0.25, shorter - 12)));
      return { kind, ...centred(geometry, side, side), value: words.qrValue, color: COLOURS.qr };
    }
  }
}
