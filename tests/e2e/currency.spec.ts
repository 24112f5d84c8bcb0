import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { cartWithPoster, completeSteps, customer, field } from "./support/checkout-steps";
import { receivedMail } from "./support/mail-catcher";
import { message, pathIn } from "./support/messages";
import { uploadDesign } from "./support/uploads";

/*
 * docs/product-rules.md#currency and #shop-terms: the amount a page shows is the amount charged, in
 * the visitor's currency, and the free-shipping threshold is applied, not only announced.
 */

/** "฿1,391" / "฿1,391.00" / "$89.01" → minor units, so the shop's and Stripe's formats compare. */
const minorUnits = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);

async function payOnSimulator(page: Page): Promise<string> {
  await page.waitForURL(/\/pay\/cs_test_/);
  const paid = (await page.getByTestId("total").textContent())!.trim();
  await page.locator('button[value="card"]').click();
  await page.waitForURL(/order-success\?order=PG-/);
  return paid;
}

async function mailOf(orderNumber: string) {
  await expect
    .poll(async () => (await receivedMail()).some((mail) => mail.subject?.includes(orderNumber)), {
      timeout: 30_000,
    })
    .toBe(true);
  return (await receivedMail()).find((mail) => mail.subject?.includes(orderNumber))!;
}

test.describe("a Thai visitor", () => {
  // A browser in Thai, in Thailand: Thai pages and baht, as a visitor from Bangkok gets them.
  test.use({ locale: "th-TH" });

  test("orders in baht: the summary, the payment page, the success page, the mail and tracking show one whole-baht total", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const t = (key: string, values?: Record<string, string>) => message("th", key, values);
    await cartWithPoster(page, "th");
    await page.goto(pathIn("th", "/checkout"));
    await completeSteps(page, "th");

    const total = (await page.getByTestId("summary-total").textContent())!.trim();
    // Whole baht: no satang on the page.
    expect(total).toMatch(/^฿[\d,]+$/);
    await expect(page.getByTestId("summary-charged")).toContainText(`ยอดที่เรียกเก็บจริง ${total}`);
    await expect(page.getByTestId("summary-charged")).toContainText("บาท");
    await expect(page.getByTestId("place-order")).toContainText(total);
    await page.getByTestId("place-order").click();

    // Stripe's page charges the same amount, in baht (Stripe shows THB with two decimals).
    const paid = await payOnSimulator(page);
    expect(paid).toContain("฿");
    expect(minorUnits(paid)).toBe(minorUnits(total));

    await expect(page.getByRole("heading", { name: t("orderSuccess.confirmed.title") })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByTestId("order-total")).toHaveText(total);
    const orderNumber = new URL(page.url()).searchParams.get("order")!;

    const mail = await mailOf(orderNumber);
    expect(mail.text).toContain(`ยอดรวมทั้งหมด: ${total}`);
    expect(mail.text).not.toContain("$");

    await page.goto(pathIn("th", "/track-order"));
    await field(page, "order").fill(orderNumber);
    await field(page, "email").fill(customer.email);
    await field(page, "email").press("Enter");
    await expect(page.getByTestId("tracked-total")).toHaveText(total);
  });
});

test.describe("a visitor whose currency changes in another tab", () => {
  test.use({ locale: "th-TH" });

  test("is charged nothing at Place Order: the page says the new total and shows it in that currency", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    await cartWithPoster(page, "th");
    await page.goto(pathIn("th", "/checkout"));
    await completeSteps(page, "th");
    const shown = (await page.getByTestId("summary-total").textContent())!.trim();
    expect(shown).toMatch(/^฿[\d,]+$/);

    // Another tab chooses euros; this page still says baht.
    await context.addCookies([{ name: "currency", value: "EUR", url: baseURL! }]);
    await page.getByTestId("place-order").click();

    await expect(page.getByText(message("th", "checkout.toast.totalChanged"))).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByTestId("summary-total")).toHaveText(/^€/, { timeout: 20_000 });
    const now = (await page.getByTestId("summary-total").textContent())!.trim();
    await expect(
      page.getByText(message("th", "checkout.toast.totalChangedBody", { total: now })),
    ).toBeVisible();
    expect(page.url()).not.toMatch(/\/pay\//);

    // Placed again at the figure it now shows, Stripe charges exactly that, in euros.
    await expect(page.getByTestId("place-order")).toContainText(now);
    await page.getByTestId("place-order").click();
    const paid = await payOnSimulator(page);
    expect(paid).toContain("€");
    expect(minorUnits(paid)).toBe(minorUnits(now));
  });
});

test("an order over the free-shipping threshold pays no shipping, as the cart and checkout said", async ({
  page,
}) => {
  test.setTimeout(150_000);
  // Ten A3 posters ($8.99 each, $89.90) are over the default threshold of $75.
  await page.goto("/product/4");
  await page.locator("#quantity").fill("10");
  await page.locator("#quantity").blur();
  const png = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: "#2f6fed" } })
    .png()
    .toBuffer();
  await uploadDesign(page, "en", { name: "poster.png", mimeType: "image/png", buffer: png });
  await expect(page.getByTestId("quote-shipping")).toHaveText(message("en", "quote.free"), {
    timeout: 20_000,
  });
  await expect(page.getByTestId("quote").getByTestId("free-shipping-note")).toHaveText(
    message("en", "shopTerms.shipsFree"),
  );
  await expect(page.getByTestId("quote").getByTestId("payment-fee-note")).toContainText("2.9% + $0.30");
  const addToCart = page.getByTestId("add-to-cart");
  await expect(addToCart).toBeEnabled({ timeout: 20_000 });
  await addToCart.click();
  await expect(page.getByTestId("cart-count")).toHaveText("10");

  await page.goto("/checkout");
  await completeSteps(page, "en");
  await expect(page.getByTestId("summary-shipping")).toHaveText(message("en", "checkout.summary.free"));
  const subtotal = minorUnits((await page.getByTestId("summary-subtotal").textContent())!);
  const fee = minorUnits((await page.getByTestId("summary-fee").textContent())!);
  const total = (await page.getByTestId("summary-total").textContent())!.trim();
  expect(subtotal).toBe(8990);
  // Card fee on the subtotal alone: round(8990 × 2.9 %) + 30.
  expect(fee).toBe(Math.round(8990 * 0.029) + 30);
  expect(minorUnits(total)).toBe(subtotal + fee);
  await page.getByTestId("place-order").click();

  const paid = await payOnSimulator(page);
  expect(minorUnits(paid)).toBe(subtotal + fee);
  await expect(page.getByTestId("order-total")).toHaveText(total, { timeout: 30_000 });
  const orderNumber = new URL(page.url()).searchParams.get("order")!;
  const mail = await mailOf(orderNumber);
  expect(mail.text).toContain(`Shipping: ${message("en", "mail.orderConfirmation.free")}`);
});
