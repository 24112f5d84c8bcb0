import { create } from "qrcode";

/** Modules of quiet zone on each edge, inside the element's box (scanners need a light border). */
export const QR_QUIET_ZONE = 2;

/** The dark modules of `value`'s QR code (error correction M): `size` × `size`, row by row. */
export function qrModules(value: string): { size: number; dark: (row: number, column: number) => boolean } {
  const { modules } = create(value, { errorCorrectionLevel: "M" });
  return { size: modules.size, dark: (row, column) => Boolean(modules.get(row, column)) };
}
