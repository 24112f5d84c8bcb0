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
