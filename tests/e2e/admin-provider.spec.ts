import { expect } from "@playwright/test";
import { PROVIDER_STAFF_EMAIL } from "./support/staff";
import { signUpAndConfirm, test } from "./support/accounts";
import { message } from "./support/messages";

/*
 * Staff read the provider log and the Cloudprinter settings (issue 15), in Thai. The e2e server has no
 * CLOUDPRINTER_API_KEY: `npm start` runs the simulator, so the page says the simulator is in use. Nothing
 * is saved here: every test shares this server's provider connection.
 */

const th = (key: string, values?: Record<string, string>) => message("th", key, values);

test("staff see the Cloudprinter settings and the provider log", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/th/admin/configuration");
  await expect(page).toHaveURL(/\/th\/auth\?next=%2Fth%2Fadmin%2Fconfiguration$/);

  await signUpAndConfirm(page, "th", PROVIDER_STAFF_EMAIL, "/th/admin/configuration");
  await expect(page.getByRole("heading", { name: th("admin.config.title") })).toBeVisible();
  await expect(page.getByTestId("provider-source")).toHaveText(th("admin.config.source.simulator"));
  await expect(page.getByTestId("provider-webhook-url")).toHaveText(/\/api\/webhooks\/cloudprinter$/);
  await expect(page.getByTestId("provider-webhook-key")).toHaveText(th("admin.config.webhook.keyConfigured"));
  await expect(page.getByText(th("admin.config.apiKeyNone"))).toBeVisible();
  await expect(page.getByTestId("provider-connection")).toHaveText(th("admin.config.state.idle"));
  await expect(page.getByRole("button", { name: th("admin.config.clear") })).toBeDisabled();

  // Test without a key: no sandbox key is in force, so one is asked for (nothing leaves the machine).
  await page.getByRole("button", { name: th("admin.config.test"), exact: true }).click();
  await expect(page.locator("#provider-api-key-error")).toHaveText(th("admin.config.apiKeyRequired"));

  // A typed key marks the card unsaved; "show" reveals only what was typed.
  const key = page.getByLabel(th("admin.config.apiKey"), { exact: true });
  await key.fill("cp_typed_key_5678");
  await expect(page.getByTestId("provider-unsaved")).toHaveText(th("admin.config.unsaved"));
  await expect(key).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: th("admin.config.showKey") }).click();
  await expect(key).toHaveAttribute("type", "text");
  await key.fill("");
  await expect(page.getByTestId("provider-unsaved")).toHaveCount(0);
  await page.getByLabel(th("admin.config.environment")).selectOption("live");
  await expect(page.getByTestId("provider-unsaved")).toBeVisible();

  // The log: the start-up catalog check talked to the simulator, so entries appear.
  await page.getByRole("link", { name: th("admin.nav.logs") }).click();
  await expect(page.getByRole("heading", { name: th("admin.logs.title") })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("provider-log-entry").first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const first = page.getByTestId("provider-log-entry").first();
  await first.getByText(th("admin.logs.request")).click();
  await expect(first.locator("details pre").first()).toBeVisible();

  // Filters live in the URL; odd values fall back to defaults instead of an error page.
  await page.getByLabel(th("admin.logs.filter.order")).fill("PG-NO_SUCH%");
  await page.getByLabel(th("admin.logs.filter.errorsOnly")).check();
  await page.getByRole("button", { name: th("admin.logs.filter.apply"), exact: true }).click();
  await expect(page).toHaveURL(/[?&]errors=1/);
  await expect(page.getByTestId("provider-logs-empty")).toHaveText(th("admin.logs.noMatch"));
  const odd = await page.goto("/th/admin/logs?page=abc&errors=maybe");
  expect(odd?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: th("admin.logs.title") })).toBeVisible();
});
