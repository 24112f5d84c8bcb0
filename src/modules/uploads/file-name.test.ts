import { describe, expect, it } from "vitest";
import { contentDisposition, sanitizeFileName } from "./file-name";

describe("file names from the visitor", () => {
  it("keeps only the last path part", () => {
    expect(sanitizeFileName("C:\\fakepath\\card.pdf", "design")).toBe("card.pdf");
    expect(sanitizeFileName("../../etc/passwd", "design")).toBe("passwd");
  });

  it("drops control and reserved characters and leading dots", () => {
    expect(sanitizeFileName('..\u0000bad"<name>.png', "design")).toBe("badname.png");
  });

  it("keeps Thai names", () => {
    expect(sanitizeFileName("นามบัตร ใหม่.pdf", "design")).toBe("นามบัตร ใหม่.pdf");
  });

  it("falls back when nothing is left", () => {
    expect(sanitizeFileName("", "design.pdf")).toBe("design.pdf");
    expect(sanitizeFileName(undefined, "design.pdf")).toBe("design.pdf");
    expect(sanitizeFileName("...", "design.pdf")).toBe("design.pdf");
  });

  it("shortens to 255 characters, keeping the extension", () => {
    const name = sanitizeFileName(`${"a".repeat(300)}.jpeg`, "design");
    expect(name).toHaveLength(255);
    expect(name.endsWith("a.jpeg")).toBe(true);
  });

  it("writes a Content-Disposition that survives quotes and non-ASCII", () => {
    expect(contentDisposition('my "card".pdf')).toBe(
      `inline; filename="my _card_.pdf"; filename*=UTF-8''my%20%22card%22.pdf`,
    );
    expect(contentDisposition("นาม.pdf")).toContain("filename*=UTF-8''%E0%B8%99");
  });
});
