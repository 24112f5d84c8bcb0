import { expect, type Locator, type Page } from "@playwright/test";
import { message, type TestLocale } from "./messages";

type DesignFile = { name: string; mimeType: string; buffer: Buffer };

/**
 * How long a file may take to go up and be checked. The server reads every upload (type, pages, size,
 * resolution) in a child process that starts cold on the first upload; on a 2-core runner with the
 * other worker busy that took well over the 5 s default once.
 */
export const FILE_CHECK_TIMEOUT = 60_000;

/**
 * Chooses a design file in `scope` (the page, or one drop zone such as a book's cover) and waits for
 * the server's answer: the file's row in the list, which appears only once the check has answered,
 * never the "Uploading…"/"Checking…" lines that also name the file. Returns that row.
 */
export async function uploadDesign(
  scope: Page | Locator,
  locale: TestLocale,
  file: DesignFile,
): Promise<Locator> {
  await scope.locator('input[type="file"]').setInputFiles(file);
  const row = scope
    .getByRole("list", { name: message(locale, "uploads.listLabel") })
    .getByRole("listitem")
    .filter({ hasText: file.name });
  await expect(row).toBeVisible({ timeout: FILE_CHECK_TIMEOUT });
  // Nothing is still being sent or checked in this drop zone (a second file waits for the first).
  await expect(scope.getByRole("status").filter({ hasText: file.name })).toHaveCount(0);
  await expect(scope.getByRole("progressbar")).toHaveCount(0);
  return row;
}

/**
 * A small valid PDF: `pages` pages of `widthMm × heightMm`, each with a filled square. With
 * `cutContour`, each page's resources declare a Separation colour space named CutContour and the page
 * strokes a rectangle around the square in it: a die-cut sticker's cut line (docs/product-rules.md#cut-lines).
 */
export function pdf(
  pages: number,
  widthMm: number,
  heightMm: number,
  { cutContour = false }: { cutContour?: boolean } = {},
): Buffer {
  const points = (mm: number) => ((mm * 72) / 25.4).toFixed(2);
  const content = cutContour
    ? "0 0 1 rg 20 20 100 100 re f /CS0 CS 1 SCN 0.5 w 15 15 110 110 re S"
    : "0 0 1 rg 20 20 100 100 re f";
  const resources = cutContour
    ? " /Resources << /ColorSpace << /CS0 [/Separation /CutContour /DeviceCMYK " +
      "<< /FunctionType 2 /Domain [0 1] /C0 [0 0 0 0] /C1 [0 1 0 0] /N 1 >>] >> >>"
    : "";
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${Array.from({ length: pages }, (_, i) => `${3 + i * 2} 0 R`).join(" ")}] /Count ${pages} >>`,
  ];
  for (let i = 0; i < pages; i++) {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${points(widthMm)} ${points(heightMm)}]${resources} /Contents ${4 + i * 2} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  }
  let body = "%PDF-1.4\n";
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${body.length}\n%%EOF\n`;
  return Buffer.from(body + xref + trailer, "latin1");
}
