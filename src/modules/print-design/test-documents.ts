import type { DesignDocument } from "./document-schema";

/** Thai with marks stacked above and below a consonant: the shaping a renderer can get wrong. */
export const STACKED_THAI = "ผู้จัดการ ที่นี่ น้ำใจ";

/** A business card (85 × 55 mm) with a coloured band, a Thai name, a line of Latin and a QR code. */
export function businessCardDocument(overrides: Partial<DesignDocument> = {}): DesignDocument {
  return {
    version: 1,
    productId: 1,
    trim: { width: 85, height: 55 },
    bleed: 3,
    safety: 3,
    sides: [
      {
        areaId: "front",
        background: "#ffffff",
        elements: [
          {
            id: "band",
            kind: "rect",
            x: 0,
            y: 0,
            width: 91,
            height: 14,
            rotation: 0,
            fill: "#1d4ed8",
            stroke: null,
            strokeWidth: 0,
          },
          {
            id: "name",
            kind: "text",
            x: 8,
            y: 20,
            width: 60,
            height: 10,
            rotation: 0,
            text: STACKED_THAI,
            font: "sarabun",
            weight: 700,
            size: 14,
            color: "#111827",
            align: "left",
          },
          {
            id: "title",
            kind: "text",
            x: 8,
            y: 32,
            width: 50,
            height: 6,
            rotation: 0,
            text: "Manager, PrintGo",
            font: "noto-sans-thai",
            weight: 400,
            size: 9,
            color: "#374151",
            align: "left",
          },
          {
            id: "rule",
            kind: "line",
            x: 8,
            y: 40,
            width: 40,
            height: 1,
            rotation: 0,
            stroke: "#1d4ed8",
            strokeWidth: 0.4,
          },
          {
            id: "code",
            kind: "qr",
            x: 66,
            y: 34,
            width: 17,
            height: 17,
            rotation: 0,
            value: "https://printgo.example",
            color: "#000000",
          },
        ],
      },
    ],
    ...overrides,
  };
}
