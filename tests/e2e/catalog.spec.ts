import { expect, test } from "@playwright/test";

test.describe("catalog", () => {
  test("pages through every product with Load more", async ({ page }) => {
    await page.goto("/products");
    const cards = page.getByTestId("product-card");
    await expect(cards).toHaveCount(6);
    // The ten seeded products, the demo account's T-shirt, sticker and postcard (demo-products.ts) and
    // whatever other specs publish meanwhile: the total is read from the page, not assumed.
    const total = async () =>
      Number(/of (\d+) products/.exec((await page.getByTestId("result-count").textContent()) ?? "")?.[1]);
    expect(await total()).toBeGreaterThanOrEqual(13);
    for (let pageNumber = 2; pageNumber <= 3; pageNumber++) {
      await page.getByRole("link", { name: "Load more" }).click();
      await expect(page).toHaveURL(new RegExp(`page=${pageNumber}`));
    }
    // Three pages of six hold them all (the other specs publish three more at most).
    await expect(cards).toHaveCount(await total());
    await expect(page.getByRole("link", { name: "Load more" })).toHaveCount(0);
  });

  test("a footer category link lands on its chip", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Business Cards" }).click();
    await expect(page).toHaveURL(/\/products\?category=business-cards$/);
    const chips = page.getByRole("navigation", { name: "Categories" });
    await expect(chips.getByRole("link", { name: "Business Cards" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("product-card")).toHaveCount(2);
    await chips.getByRole("link", { name: "All Products" }).click();
    await expect(page.getByTestId("product-card")).toHaveCount(6);
  });

  test("searches names and descriptions, and says so when nothing matches", async ({ page }) => {
    await page.goto("/products");
    await page.getByRole("searchbox", { name: "Search products" }).fill("poster");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “poster”");
    await expect(page.getByTestId("product-card")).toHaveCount(2);
    await page.getByRole("searchbox", { name: "Search products" }).fill("unicorn saddle");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
    await page.getByRole("link", { name: "Show all products" }).click();
    await expect(page.getByTestId("product-card")).toHaveCount(6);
  });

  test("searches in Thai on the Thai catalog, with chips in Thai", async ({ page }) => {
    await page.goto("/th/products?category=posters");
    await expect(
      page.getByRole("navigation", { name: "หมวดหมู่" }).getByRole("link", { name: "โปสเตอร์" }),
    ).toHaveAttribute("aria-current", "page");
    await page.goto("/th/products");
    await page.getByRole("searchbox", { name: "ค้นหาสินค้า" }).fill("นามบัตร");
    await page.keyboard.press("Enter");
    const cards = page.getByTestId("product-card");
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText("นามบัตรพรีเมียม");
    await expect(cards.first().getByRole("link", { name: "ซื้อเลย: นามบัตรพรีเมียม" })).toHaveAttribute(
      "href",
      "/th/product/1",
    );
  });

  test("shows From prices in the visitor's currency", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "currency", value: "THB", url: baseURL! }]);
    await page.goto("/products?category=posters");
    // Whole baht (docs/product-rules.md#currency): $8.99 × 34.5 = ฿310.155, rounded half up to ฿310.
    await expect(page.getByTestId("price").first()).toHaveText("฿310");
  });
});

test.describe("product page", () => {
  test("/products/{id} redirects to the one product page", async ({ page }) => {
    const response = await page.goto("/products/4");
    expect(response?.url()).toMatch(/\/product\/4$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("A3 Premium Poster");
  });

  test("an unknown product answers 404 with a way back", async ({ page }) => {
    const response = await page.goto("/th/product/999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "ไม่พบสินค้า" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "เลือกดูสินค้า" })).toBeVisible();
  });

  test("preselects the first values and reprices live when an option or the quantity changes", async ({
    page,
  }) => {
    await page.goto("/product/1");
    await expect(page.getByLabel("Finish")).toHaveValue("matte");
    await expect(page.getByLabel("Finish").locator("option", { hasText: "Gloss (+$2.00)" })).toHaveCount(1);
    const quote = page.getByTestId("quote");
    await expect(quote.getByTestId("quote-unit")).toHaveText("$19.99");
    await page.getByLabel("Finish").selectOption("gloss");
    await expect(quote.getByTestId("quote-unit")).toHaveText("$21.99");
    await page.getByLabel("Quantity", { exact: true }).fill("3");
    await expect(quote.getByTestId("quote-subtotal")).toHaveText("$65.97");
    await page.getByLabel("Shipping country").selectOption("US");
    // Shipping is Cloudprinter's quote (here the simulator's rate table), not the built-in one, for
    // what is printed: 3 boxes of 250 cards are 750 cards at the printer.
    await expect(quote.getByTestId("quote-shipping")).toHaveText("$20.36");
    await expect(quote.getByTestId("quote-total")).toHaveText("$86.33");
    await expect(page.getByTestId("add-to-cart")).toBeDisabled();
    await expect(page.getByTestId("add-to-cart")).toHaveText("Add to Cart - $65.97");
  });

  test("turns a non-numeric quantity into 1", async ({ page }) => {
    await page.goto("/product/4");
    const quantity = page.getByLabel("Quantity", { exact: true });
    await quantity.fill("");
    await quantity.pressSequentially("abc");
    await quantity.blur();
    await expect(quantity).toHaveValue("1");
  });

  test("carries product structured data and its own title in each language", async ({ page }) => {
    await page.goto("/th/product/2");
    await expect(page).toHaveTitle(/โฟโต้บุ๊กปกแข็ง/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd).toMatchObject({
      "@type": "Product",
      sku: "photo-book-hardcover",
      offers: { lowPrice: "24.99" },
    });
  });
});

test.describe("pricing calculator", () => {
  test("waits for a country, then quotes and leads to the product", async ({ page }) => {
    await page.goto("/pricing");
    const calculator = page.getByRole("region", { name: "Price calculator" });
    await expect(calculator.getByRole("button", { name: "Order Now" })).toBeDisabled();
    await expect(calculator.getByText("Select options to see pricing")).toBeVisible();
    await calculator.getByLabel("Product type").selectOption({ label: "Posters: A3 Premium Poster" });
    await calculator.getByLabel("Quantity").fill("10");
    await calculator.getByLabel("Shipping country").selectOption("CA");
    await expect(calculator.getByTestId("quote-subtotal")).toHaveText("$89.90");
    await calculator.getByRole("link", { name: "Order Now" }).click();
    await expect(page).toHaveURL(/\/product\/4$/);
  });
});
