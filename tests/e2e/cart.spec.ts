import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { FILE_CHECK_TIMEOUT } from "./support/uploads";

/** A noisy PNG (so it doesn't compress away) of about `megabytes` MB. */
async function png(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#888",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** Slows this page's uploads so a progress bar can be watched (Chromium's own network throttling). */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return () =>
    cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
}

test("upload a design with progress and preview, add to cart, edit the cart, and keep it after a reload", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/product/4");
  const addToCart = page.getByTestId("add-to-cart");
  await expect(addToCart).toBeDisabled();

  const unthrottle = await throttleUploads(page, 1024 * 1024);
  await page.locator('input[type="file"]').setInputFiles({
    name: "sunset-poster.png",
    mimeType: "image/png",
    buffer: await png(1100, 1000), // ≈ 3.3 MB
  });
  const progress = page.getByRole("progressbar");
  await expect(progress).toBeVisible();
  await page.waitForFunction(() => {
    const value = Number(document.querySelector('[role="progressbar"]')?.getAttribute("aria-valuenow"));
    return value > 0 && value < 100;
  });
  await unthrottle();
  // 1100 px across A3 is about 94 DPI: the toast says it is uploaded and to check it, as the hint does.
  await expect(page.getByText("sunset-poster.png is uploaded — please check it")).toBeVisible({
    timeout: FILE_CHECK_TIMEOUT,
  });
  await expect(progress).toHaveCount(0);

  const row = page
    .getByRole("list", { name: "Your design files" })
    .getByRole("listitem")
    .filter({ hasText: "sunset-poster.png" });
  await expect(row.getByRole("img", { name: /sunset-poster\.png/ })).toBeVisible();
  await expect(row).toContainText("PNG");
  // The design is drawn on the poster's picture in the browser (docs/product-rules.md#product-page).
  const mockup = page
    .getByTestId("gallery-main")
    .getByRole("img", { name: "Your design on A3 Premium Poster" });
  await expect(mockup).toBeVisible();
  await expect(mockup.getByTestId("mockup-design")).toHaveAttribute("src", /\/api\/uploads\/.+\/preview/);

  await page.getByLabel("Paper").selectOption("premium-matte");
  await expect(addToCart).toHaveText("Add to Cart - $11.99");
  await addToCart.click();
  await expect(page.getByText("A3 Premium Poster x1 added to your cart")).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  await page.getByRole("button", { name: "Open cart, 1 item" }).click();
  const drawer = page.getByRole("dialog", { name: "Your cart" });
  const line = drawer.getByTestId("cart-line");
  await expect(line).toContainText("A3 Premium Poster");
  await expect(line).toContainText("Paper: Premium matte");
  await expect(line).toContainText("sunset-poster.png");
  await expect(drawer.getByRole("button", { name: "Decrease quantity of A3 Premium Poster" })).toBeDisabled();
  await drawer.getByRole("button", { name: "Increase quantity of A3 Premium Poster" }).click();
  await expect(line.getByTestId("line-quantity")).toHaveText("2");
  await expect(drawer.getByTestId("cart-subtotal")).toHaveText("$23.98");
  await expect(drawer).toContainText("Estimated at checkout");

  await page.reload();
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  await page.getByRole("button", { name: "Open cart, 2 items" }).click();
  await expect(drawer.getByTestId("line-quantity")).toHaveText("2");
  await drawer.getByRole("button", { name: "Remove A3 Premium Poster" }).click();
  await expect(drawer.getByText("Your cart is empty")).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
});

test("adding the same design and options again raises the quantity, in Thai", async ({ page }) => {
  await page.goto("/th/product/9");
  // The server's answer is held back (at its response headers, so the file itself goes up as usual)
  // until the drop zone has said that it is checking the file.
  const devtools = await page.context().newCDPSession(page);
  const held = new Promise<string>((resolve) =>
    devtools.on("Fetch.requestPaused", (event) => resolve(event.requestId)),
  );
  await devtools.send("Fetch.enable", {
    patterns: [{ urlPattern: "*/api/uploads", requestStage: "Response" }],
  });
  await page.locator('input[type="file"]').setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: await png(600, 600),
  });
  const requestId = await held;
  await expect(page.getByRole("status").filter({ hasText: "กำลังตรวจ logo.png" })).toBeVisible();
  await expect(page.getByText("กำลังตรวจไฟล์ของคุณ…")).toBeVisible();
  await devtools.send("Fetch.continueResponse", { requestId });
  await devtools.send("Fetch.disable");
  await expect(
    page
      .getByRole("list", { name: "ไฟล์งานออกแบบของคุณ" })
      .getByRole("listitem")
      .filter({ hasText: "logo.png" }),
  ).toBeVisible();
  const addToCart = page.getByTestId("add-to-cart");
  await page.getByLabel("จำนวน", { exact: true }).fill("2");
  await addToCart.click();
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  await addToCart.click();
  await expect(page.getByTestId("cart-count")).toHaveText("4");
  await page.getByRole("button", { name: /เปิดตะกร้าสินค้า/ }).click();
  const drawer = page.getByRole("dialog", { name: "ตะกร้าสินค้าของคุณ" });
  await expect(drawer.getByTestId("cart-line")).toHaveCount(1);
  await expect(drawer.getByTestId("line-quantity")).toHaveText("4");
  await expect(drawer.getByRole("link", { name: "ดำเนินการชำระเงิน" })).toBeVisible();
});

test("a file that only pretends to be a PNG is refused with a clear message", async ({ page }) => {
  await page.goto("/product/1");
  await page.locator('input[type="file"]').setInputFiles({
    name: "card.png",
    mimeType: "image/png",
    buffer: Buffer.from("<!doctype html><script>alert(1)</script>"),
  });
  await expect(page.getByText("Invalid file type")).toBeVisible();
  await expect(page.getByTestId("add-to-cart")).toBeDisabled();
});
