import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";
import { STAFF_EMAIL, signUpAndConfirm, test, uniqueEmail } from "./support/accounts";
import { message } from "./support/messages";
import { MATRIX_STAFF_EMAIL } from "./support/staff";

/*
 * The admin area decides on the server who may enter (docs/accounts.md): a visitor is sent to sign in
 * and back, a customer gets 403, staff get the dashboard in their language without the shop's chrome.
 */

test("a visitor is sent to sign in, a customer gets 403, staff see the dashboard", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const visitor = await page.goto("/admin");
  expect(visitor?.status()).toBe(200);
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin$/);

  await signUpAndConfirm(page, "en", uniqueEmail("customer"), "/my-account");
  const customer = await page.goto("/admin");
  expect(customer?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: message("en", "forbidden.heading") })).toBeVisible();
  // The customer's menu offers no way in either.
  await expect(page.getByRole("link", { name: message("en", "userMenu.admin") })).toHaveCount(0);

  const staffContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.250.0.1" } });
  const staff = await staffContext.newPage();
  await signUpAndConfirm(staff, "th", STAFF_EMAIL, "/th/admin");
  await expect(staff.getByRole("heading", { name: message("th", "admin.title"), level: 1 })).toBeVisible();
  await expect(staff.getByTestId("admin-paidOrders")).toHaveText(/^\d+$/);
  // Its own frame: no shop cart in the header.
  await expect(staff.getByTestId("cart-count")).toHaveCount(0);
  await expect(staff.getByRole("link", { name: message("th", "admin.backToShop") })).toBeVisible();
  await staffContext.close();
});

/** Every file called `name` under `folder`, as paths relative to it. */
function filesNamed(folder: string, name: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === name)
    .map((file) => file.split(path.sep).join("/"));
}

/** A sample value for each dynamic segment: one that does not exist (the page answers 404 to staff). */
const SAMPLE_SEGMENTS: Record<string, string> = {
  number: "PG-NOPE0000",
  key: "bm9ib2R5QGV4YW1wbGUuaW52YWxpZA",
};

/** The URL of a page file: route groups and the language segment dropped, dynamic segments filled. */
function urlOf(routeFile: string, prefix: string): string {
  const segments = path
    .dirname(routeFile)
    .split("/")
    .filter((segment) => segment !== "." && !/^\(.*\)$/.test(segment) && segment !== "[locale]")
    .map((segment) => segment.replace(/^\[(\w+)\]$/, (_all, name: string) => SAMPLE_SEGMENTS[name] ?? "0"));
  return `${prefix}/${segments.join("/")}`.replace(/\/$/, "");
}

// Found from the code, so a new admin page or route handler is checked the moment it exists.
const adminPages = filesNamed("src/app/[locale]/(admin)", "page.tsx").map((file) => urlOf(file, ""));
// Route handlers that answer GET; a POST-only one (the picture upload) has its access tested next to it
// (src/modules/admin/catalog/product-pictures.test.ts: signed out 401, a customer 403).
const adminRoutes = filesNamed("src/app/api/admin", "route.ts")
  .filter((file) =>
    /export (?:const|async function) GET\b/.test(readFileSync(path.join("src/app/api/admin", file), "utf8")),
  )
  .map((file) => urlOf(file, "/api/admin"));

async function answer(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers()["location"] ?? "" };
}

test("every admin page and route handler: a visitor signs in, a customer gets 403, staff get in", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  expect(adminPages).toContain("/admin");
  expect(adminPages).toContain("/admin/orders/PG-NOPE0000");
  expect(adminRoutes.length).toBeGreaterThan(0);
  const all = [...adminPages, ...adminRoutes];

  const visitor = await browser.newContext();
  for (const url of all) {
    const seen = await answer(visitor.request, url);
    if (url.startsWith("/api/")) expect(seen.status, url).toBe(401);
    else expect([seen.status, seen.location], url).toEqual([307, `/auth?next=${encodeURIComponent(url)}`]);
  }
  await visitor.close();

  await signUpAndConfirm(page, "en", uniqueEmail("matrix-customer"), "/my-account");
  for (const url of all) expect((await answer(page.request, url)).status, url).toBe(403);

  const staffContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.250.0.9" } });
  const staff = await staffContext.newPage();
  await signUpAndConfirm(staff, "en", MATRIX_STAFF_EMAIL, "/admin");
  for (const url of all) {
    const seen = await answer(staff.request, url);
    // Allowed: the page itself (200), an unknown record's 404, or a redirect inside the admin.
    expect([200, 307, 404], url).toContain(seen.status);
    if (seen.status === 307) expect(seen.location, url).toMatch(/^\/admin\//);
    if (url.startsWith("/api/")) expect(seen.status, url).toBe(200);
  }
  await staffContext.close();
});
