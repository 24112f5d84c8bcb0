import { expect, test } from "@playwright/test";

test("the contact form shows field errors for blank input and the success text for valid input", async ({
  page,
}) => {
  await page.goto("/support");
  const form = page.locator("#contact-form");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByText("This field is required")).toHaveCount(4);
  await expect(page.getByText("Please fill in all fields").first()).toBeVisible();

  await form.getByLabel("Name").fill("Malee");
  await form.getByLabel("Email").fill("malee@example");
  await form.getByLabel("Subject").fill("Sticker sizes");
  await form.getByLabel("Message").fill("What sizes do your stickers come in?");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByText("Please enter a valid email")).toBeVisible();
  // What was typed is still there.
  await expect(form.getByLabel("Message")).toHaveValue("What sizes do your stickers come in?");

  await form.getByLabel("Email").fill("malee@example.com");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByText("Thank you for contacting us. We'll respond within 24 hours.")).toBeVisible();
});

test("the Thai contact form answers in Thai", async ({ page }) => {
  await page.goto("/th/support");
  const form = page.locator("#contact-form");
  await form.getByRole("button", { name: "ส่งข้อความ" }).click();
  await expect(form.getByText("กรุณากรอกข้อมูลในช่องนี้")).toHaveCount(4);
});

test("the footer newsletter form subscribes and refuses a bad address", async ({ page }) => {
  await page.goto("/about");
  const footer = page.locator("footer");
  await footer.getByLabel("E-mail address").fill("not-an-address");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByText("Please enter a valid email")).toBeVisible();
  await footer.getByLabel("E-mail address").fill(`reader-${Date.now()}@example.com`);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByText("Thanks! You're subscribed.")).toBeVisible();
});
