/**
 * The browser journey of the cluster run: Debian's Chromium buys a poster through nginx with files in
 * the bucket, with the same steps as the end-to-end tests (tests/e2e/support/checkout-steps.ts). The
 * design's preview must load from the bucket (the shop's redirect to a presigned URL, allowed by the
 * pages' Content-Security-Policy), and the order must end paid on its success page.
 */
import { chromium } from "@playwright/test";
import { cartWithPoster, completeSteps } from "../../tests/e2e/support/checkout-steps";

export async function browserJourney(origin: string, bucketOrigin: string, screenshotPath: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  const problems: string[] = [];
  const page = await (await browser.newContext({ baseURL: origin })).newPage();
  try {
    page.on("console", (line) => {
      if (/Content.Security.Policy|Refused to/i.test(line.text()) || line.type() === "error")
        problems.push(line.text());
    });
    const previews: string[] = [];
    page.on("response", (response) => {
      if (response.url().startsWith(bucketOrigin) && response.ok()) previews.push(response.url());
    });
    await cartWithPoster(page, "en");
    const preview = page.locator('img[src*="/api/uploads/"]').first();
    await preview.waitFor({ timeout: 30_000 });
    await page.waitForFunction(
      (element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
      await preview.elementHandle(),
      { timeout: 30_000 },
    );
    await page.goto("/checkout");
    await completeSteps(page, "en");
    await page.getByTestId("place-order").click();
    await page.waitForURL(/\/pay\/cs_test_/, { timeout: 30_000 });
    await page.locator('button[value="card"]').click();
    await page.waitForURL(/order-success\?order=PG-/, { timeout: 30_000 });
    const order = new URL(page.url()).searchParams.get("order");
    const ok = previews.length > 0 && problems.length === 0;
    return {
      ok,
      description:
        `order ${order} paid; the preview came from the bucket (${previews.length} answer${previews.length === 1 ? "" : "s"} from ${bucketOrigin})` +
        (problems.length ? `; the browser refused: ${problems.slice(0, 2).join(" | ")}` : ""),
    };
  } catch (error) {
    await page.screenshot({ path: screenshotPath, fullPage: true }).catch(() => {});
    const alerts = await page
      .getByRole("alert")
      .allInnerTexts()
      .catch(() => []);
    problems.push(...alerts.map((text) => `alert: ${text}`), `screenshot: ${screenshotPath}`);
    return {
      ok: false,
      description: `${error instanceof Error ? error.message.split("\n").slice(0, 3).join(" ") : String(error)}; ${problems.join(" | ")}`,
    };
  } finally {
    await browser.close();
  }
}
