/**
 * pdf.js (through unpdf) hands font data on with ArrayBuffer.prototype.transferToFixedLength, which Node
 * 20 lacks (Node 21 has it). Without it pdf.js can't load a PDF's embedded fonts and draws pages
 * without their text: an uploaded PDF's preview showed no words, and a design's print file rendered
 * back for comparison had none. Called before pdf.js renders; a no-op where the method exists.
 */
export function ensureArrayBufferTransfer(): void {
  const prototype = ArrayBuffer.prototype as unknown as Record<string, unknown>;
  if (typeof prototype.transferToFixedLength === "function") return;
  Object.defineProperty(ArrayBuffer.prototype, "transferToFixedLength", {
    configurable: true,
    writable: true,
    value: function transferToFixedLength(this: ArrayBuffer, length = this.byteLength): ArrayBuffer {
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy;
    },
  });
}
