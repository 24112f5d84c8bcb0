import { expect } from "@playwright/test";
import { E2E_CLOUDPRINTER_KEY } from "./support/print-provider-keys";
import { PROVIDER_KEY_STAFF_EMAIL, PROVIDER_STAFF_EMAIL } from "./support/staff";
import { signUpAndConfirm, test } from "./support/accounts";
import { message } from "./support/messages";

/*
 * Staff read the provider log and the Cloudprinter settings, in Thai. The e2e server has no
 * CLOUDPRINTER_API_KEY: `npm start` runs the simulator, so the page says the simulator is in use. The
 * second test saves a "sandbox" key: on this server Cloudprinter's address is the same simulator with
 * the same keys (playwright.config.ts), so the other tests' print orders go on as before, and it clears
 * the key again at the end.
 */

// One after the other: the second saves a key the first would see.
test.describe.configure({ mode: "serial" });

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

test("staff test a typed sandbox key, save it, see only its last four, and clear it", async ({ browser }) => {
  test.setTimeout(120_000);
  const en = (key: string, values?: Record<string, string>) => message("en", key, values);
  const staffContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.250.0.14" } });
  const staff = await staffContext.newPage();
  await signUpAndConfirm(staff, "en", PROVIDER_KEY_STAFF_EMAIL, "/admin/configuration");
  // The provider card's own form (the page has other cards with a Save button).
  const card = staff.locator("form", { has: staff.getByLabel(en("admin.config.apiKey"), { exact: true }) });
  await staff.getByLabel(en("admin.config.environment")).selectOption("sandbox");
  const key = staff.getByLabel(en("admin.config.apiKey"), { exact: true });

  // Save tries the key first: one Cloudprinter refuses is not saved, the simulator stays in use, and
  // the reason stays under the field with what staff typed.
  await key.fill("cp_wrong_key_0000");
  await card.getByRole("button", { name: en("admin.config.save"), exact: true }).click();
  await expect(staff.locator("#provider-api-key-error")).toHaveText(en("admin.config.toast.notSavedRefused"));
  await expect(key).toHaveValue("cp_wrong_key_0000");
  await expect(staff.getByTestId("provider-source")).toHaveText(en("admin.config.source.simulator"));
  await expect(staff.getByText(en("admin.config.apiKeyNone"))).toBeVisible();

  await key.fill(E2E_CLOUDPRINTER_KEY);

  // Test: the typed key against Cloudprinter's address, before anything is saved.
  await card.getByRole("button", { name: en("admin.config.test"), exact: true }).click();
  await expect(staff.getByTestId("provider-connection")).toHaveText(en("admin.config.state.connected"));

  // Save: the page then shows the saved key's last four only, never the key.
  await card.getByRole("button", { name: en("admin.config.save"), exact: true }).click();
  await expect(
    staff.getByText(en("admin.config.apiKeySaved", { hint: E2E_CLOUDPRINTER_KEY.slice(-4) })),
  ).toBeVisible();
  await expect(staff.getByTestId("provider-source")).toHaveText(
    en("admin.config.source.saved", { environment: en("admin.config.environments.sandbox") }),
  );
  expect(await staff.content()).not.toContain(E2E_CLOUDPRINTER_KEY);

  // Clear (after the browser's confirmation): back to the simulator.
  staff.once("dialog", (dialog) => void dialog.accept());
  await card.getByRole("button", { name: en("admin.config.clear") }).click();
  await expect(staff.getByTestId("provider-source")).toHaveText(en("admin.config.source.simulator"));
  await staffContext.close();
});
