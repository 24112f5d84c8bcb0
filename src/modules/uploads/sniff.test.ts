import { describe, expect, it } from "vitest";
import { sniffKind } from "./sniff";

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);
const ascii = (text: string) => new TextEncoder().encode(text);

describe("sniffing a file's kind from its first bytes", () => {
  it("recognises PDF, JPEG and PNG", () => {
    expect(sniffKind(ascii("%PDF-1.7\n%âãÏÓ"))).toBe("pdf");
    expect(sniffKind(jpeg)).toBe("jpeg");
    expect(sniffKind(png)).toBe("png");
  });

  it("goes by content, not by name: a PNG renamed .pdf is a PNG", () => {
    // There is no name to pass: the name can only ever be a claim.
    expect(sniffKind(png)).toBe("png");
  });

  it.each([
    ["an HTML page renamed .jpg", ascii("<!DOCTYPE html><html><script>alert(1)</script>")],
    ["an SVG", ascii('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ["an SVG with an XML declaration", ascii('<?xml version="1.0"?><svg/>')],
    ["an empty file", new Uint8Array()],
    ["a truncated PNG signature", png.subarray(0, 7)],
    ["a PDF signature not at the start", ascii(" %PDF-1.4")],
    ["a GIF", ascii("GIF89a")],
  ])("refuses %s", (_name, bytes) => {
    expect(sniffKind(bytes)).toBeUndefined();
  });
});
