import type { UploadKind } from "./constants";

const signatures: { kind: UploadKind; bytes: number[] }[] = [
  { kind: "pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { kind: "jpeg", bytes: [0xff, 0xd8, 0xff] },
  { kind: "png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** Enough leading bytes to tell every accepted kind apart. */
export const SNIFF_BYTES = 8;

/**
 * The file's kind from its first bytes only. The name and the browser's Content-Type are the
 * visitor's claims; these bytes are what a printer's RIP will actually read.
 */
export function sniffKind(head: Uint8Array): UploadKind | undefined {
  return signatures.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte))?.kind;
}
