import { expect, test } from "@playwright/test";
import { customer, placePaidOrder } from "./support/checkout-steps";
import { receivedMail } from "./support/mail-catcher";
import { message, pathIn } from "./support/messages";
import { advancePrintOrder, waitForPrintOrder } from "./support/print-provider";

/*
 * Reviews that are real (docs/reviews.md): a delivered order's customer gets the review link by mail,
 * rates what they bought on the review page, and the review shows on the product page. In Thai, so the
 * link under /th and the Thai mail are proved too.
 */
const locale = "th" as const;
const t = (key: string, values?: Record<string, string>) => message(locale, key, values);

test("th: a delivered order's review link leads to a review on the product page", async ({ page }) => {
  test.setTimeout(180_000);
  const orderNumber = await placePaidOrder(page, locale);
  await waitForPrintOrder(orderNumber);
  await advancePrintOrder(orderNumber, "delivered");

  // One review mail, in the order's language, with the link to its review page.
  const subject = t("mail.reviewRequest.subject", { number: orderNumber });
  await expect
    .poll(async () => (await receivedMail()).filter((mail) => mail.subject === subject).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const mail = (await receivedMail()).find((candidate) => candidate.subject === subject)!;
  const link = /\/th\/review\/([A-Za-z0-9_-]{32})/.exec(mail.text ?? "");
  expect(link, "the mail carries a /th/review/<token> link").toBeTruthy();
  const reviewPath = link![0];

  await page.goto(reviewPath);
  await expect(page.getByRole("heading", { level: 1, name: t("reviews.page.title") })).toBeVisible();
  const form = page.getByRole("main").locator("form");
  await expect(form).toHaveCount(1);

  // Sending without stars says what is missing.
  await form.getByRole("button", { name: /./ }).last().click();
  await expect(form.getByText(t("reviews.form.ratingRequired"))).toBeVisible();

  // The stars are a radio group: Tab in, arrow keys choose.
  await form.getByRole("radio").first().focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(form.getByRole("radio", { name: "4 ดาว" })).toBeChecked();
  // The suggested name is the first name and the last name's initial, never the full name.
  await expect(form.locator('[name="authorName"]')).toHaveValue("Somchai J.");
  const words = `พิมพ์คมชัด สีสวยมาก ${Date.now()}`;
  await form.locator('[name="body"]').fill(words);
  await form.locator('[name="body"]').press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByText(t("reviews.form.savedTitle"))).toBeVisible();

  // Coming back: the line is reviewed, once per line.
  await page.goto(reviewPath);
  await expect(page.getByTestId("already-reviewed")).toBeVisible();
  await expect(page.getByRole("main").locator("form")).toHaveCount(0);

  // The product page (the poster of placePaidOrder) shows the stars, the count and the review.
  await page.goto(pathIn(locale, "/product/4"));
  await expect(page.getByTestId("product-rating")).toBeVisible();
  const reviews = page.getByTestId("product-reviews");
  await expect(reviews.getByRole("heading", { name: t("reviews.product.title") })).toBeVisible();
  await expect(reviews.getByTestId("reviews-summary")).toBeVisible();
  const mine = reviews.getByTestId("review").filter({ hasText: words });
  await expect(mine).toBeVisible();
  await expect(mine.getByText("Somchai J.")).toBeVisible();
  await expect(mine.getByRole("img", { name: t("reviews.product.stars", { rating: "4" }) })).toBeVisible();
  expect(customer.name).toBe("Somchai Jaidee");
});

test("an unknown review link explains itself instead of failing", async ({ page }) => {
  const response = await page.goto(pathIn(locale, "/review/not-a-link-we-ever-sent-0123456789"));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: t("reviews.page.unknownTitle") })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: t("reviews.page.trackOrder") }),
  ).toBeVisible();
});
