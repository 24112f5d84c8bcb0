import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { uploadDesign } from "./support/uploads";

/**
 * The visitor's design is drawn on the picture of the chosen colour (docs/product-rules.md#product-page):
 * the demo T-shirt has a picture per colour, each with a mockup area, and picking another colour puts
 * the same design on that shirt at once, with no new upload.
 */
test("the design's mockup follows the chosen T-shirt colour", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/products?category=apparel");
  await page.getByRole("link", { name: "Classic Cotton T-Shirt" }).first().click();
  await expect(page.getByLabel("Colour")).toHaveValue("white");

  const png = await sharp({ create: { width: 1800, height: 2400, channels: 3, background: "#e8590c" } })
    .png()
    .toBuffer();
  await uploadDesign(page, "en", { name: "shirt-design.png", mimeType: "image/png", buffer: png });

  const mockup = page
    .getByTestId("gallery-main")
    .getByRole("img", { name: "Your design on Classic Cotton T-Shirt" });
  await expect(mockup.getByTestId("mockup-picture")).toHaveAttribute("src", /tshirt-classic-white/);
  const design = await mockup.getByTestId("mockup-design").getAttribute("src");
  expect(design).toMatch(/\/api\/uploads\/.+\/preview/);

  await page.getByLabel("Colour").selectOption("black");
  await expect(mockup.getByTestId("mockup-picture")).toHaveAttribute("src", /tshirt-classic-black/);
  await expect(mockup.getByTestId("mockup-design")).toHaveAttribute("src", design ?? "");
});

/**
 * A printed back is drawn too (docs/product-rules.md#product-page): the demo T-shirt's picture of the
 * chosen colour seen from behind draws the back's design (its `mockupPrintArea`), one thumbnail after
 * the front's mockup.
 */
test("the back's design is drawn on the chosen colour's shirt seen from behind once the back is printed", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/products?category=apparel");
  await page.getByRole("link", { name: "Classic Cotton T-Shirt" }).first().click();
  await page.locator("#option-print").selectOption("front-back");
  await expect(page.locator("#option-print")).toHaveValue("front-back");
  await page.getByLabel("Colour").selectOption("black");
  const plain = (background: string) =>
    sharp({ create: { width: 1800, height: 2400, channels: 3, background } })
      .png()
      .toBuffer();
  const region = (name: string) => page.getByRole("region", { name });
  await uploadDesign(region("Front"), "en", {
    name: "front.png",
    mimeType: "image/png",
    buffer: await plain("#e8590c"),
  });
  await uploadDesign(region("Back"), "en", {
    name: "back.png",
    mimeType: "image/png",
    buffer: await plain("#1971c2"),
  });

  const front = page
    .getByTestId("gallery-main")
    .getByRole("img", { name: "Your design on Classic Cotton T-Shirt" });
  const frontDesign = await front.getByTestId("mockup-design").getAttribute("src");
  await page.getByRole("button", { name: "Show picture 2" }).click();
  const back = page
    .getByTestId("gallery-main")
    .getByRole("img", { name: "Your design on Classic Cotton T-Shirt (Back)" });
  await expect(back.getByTestId("mockup-picture")).toHaveAttribute("src", /tshirt-classic-back-black/);
  await expect(back.getByTestId("mockup-design")).toHaveAttribute("src", /\/api\/uploads\/.+\/preview/);
  expect(await back.getByTestId("mockup-design").getAttribute("src")).not.toBe(frontDesign);
});
