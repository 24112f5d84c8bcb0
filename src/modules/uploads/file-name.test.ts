import { describe, expect, it } from "vitest";
import { contentDisposition, nameForKind, sanitizeFileName } from "./file-name";

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

  it("names a file by what it is: a PNG called passwdscript.html becomes passwdscript.png", () => {
    expect(nameForKind("passwdscript.html", "png")).toBe("passwdscript.png");
    expect(nameForKind("design.pdf", "png")).toBe("design.png");
    expect(nameForKind("photo.png", "jpeg")).toBe("photo.jpg");
    expect(nameForKind("report.exe", "pdf")).toBe("report.pdf");
  });

  it("keeps the visitor's spelling of the right extension", () => {
    expect(nameForKind("card.PDF", "pdf")).toBe("card.PDF");
    expect(nameForKind("IMG_0001.JPEG", "jpeg")).toBe("IMG_0001.JPEG");
    expect(nameForKind("นามบัตร.png", "png")).toBe("นามบัตร.png");
  });

  it("adds the extension to a name without one, keeping dots that are not file types", () => {
    expect(nameForKind("card v1.2", "pdf")).toBe("card v1.2.pdf");
    expect(nameForKind("design", "jpeg")).toBe("design.jpg");
    expect(nameForKind("png", "png")).toBe("png.png");
  });

  it("stays within 255 characters when the extension changes", () => {
    const name = nameForKind(`${"a".repeat(250)}.html`, "jpeg");
    expect(name).toHaveLength(254);
    expect(nameForKind(`${"a".repeat(255)}`, "jpeg")).toHaveLength(255);
    expect(nameForKind(`${"a".repeat(255)}`, "jpeg").endsWith(".jpg")).toBe(true);
  });
});
