import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { POST as quoteRoute } from "@/app/api/quote/route";
import { signUpVerified } from "@/modules/accounts/testing";
import type { ProductEditForm } from "@/modules/catalog";
import { editableProduct, getStoredProduct, type EditableProduct } from "@/modules/catalog/server";
import { makeDoubleSided, seedTestCatalog } from "@/modules/catalog/testing";
import { users } from "@/server/db/schema/accounts";
import { auditLog } from "@/server/db/schema/audit";
import { productOptionValues, products } from "@/server/db/schema/catalog";
import { markEdgeInFront } from "@/server/http/edge/edge-headers";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import { saveProduct } from "./actions";
import { catalogFormValues } from "./product-form";

markEdgeInFront();
// The actions read the session cookie from the request; outside Next.js the test supplies it.
vi.mock("next/headers", () => import("@/test/next-headers"));

const testDb = freshDatabasePerTest();
const nextRequest = nextRequestPerTest({ clientAddress: "203.0.113.31" });

async function signedIn(email: string, role: "customer" | "admin") {
  const account = await signUpVerified(email, undefined, {
    address: `198.51.100.${role === "admin" ? 51 : 52}`,
  });
  if (role === "admin")
    await testDb.current.update(users).set({ role: "admin" }).where(eq(users.id, account.userId));
  nextRequest.set({ cookie: account.cookie });
  return account;
}

/** What the form sends for a product as stored, before anyone types: the form's own starting values. */
function formOf(product: EditableProduct): ProductEditForm {
  return catalogFormValues(product);
}

/** The test catalog's A3 poster: $8.99, premium matte paper +$3.00. */
const POSTER = 4;
const stored = async (id = POSTER) => (await editableProduct(testDb.current, id))!;
const auditRows = () => testDb.current.select().from(auditLog);

async function unitPrice(options: Record<string, string>): Promise<number> {
  const response = await quoteRoute(
    new Request("http://shop.test/api/quote?lang=en", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        productId: POSTER,
        quantity: 1,
        options,
        country: "US",
        shippingLevel: "cp_ground",
      }),
    }),
    {},
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { unitPrice: number }).unitPrice;
}

describe(`the catalog's product action (${testEngine})`, () => {
  beforeEach(async () => {
    await seedTestCatalog(testDb.current);
  });

  it.each([
    ["without a session", async () => {}],
    ["for a customer", () => signedIn("nok@example.com", "customer").then(() => undefined)],
  ])("refuses %s and changes nothing", async (_who, arrange) => {
    await arrange();
    const form = formOf(await stored());
    expect(await saveProduct({ ...form, basePrice: "1.00" })).toEqual({ ok: false, error: "unauthorized" });
    expect((await stored()).basePrice).toBe(899);
    expect(await auditRows()).toEqual([]);
  });

  it("saves a new base price that quotes and the catalog answer at once, and audits it", async () => {
    const staff = await signedIn("staff@example.com", "admin");
    // Warm every cache first: the change must reach readers that already hold the catalog.
    expect((await getStoredProduct(POSTER))?.basePrice).toBe(899);
    expect(await unitPrice({ paper: "standard" })).toBe(899);

    const result = await saveProduct({ ...formOf(await stored()), basePrice: " 12.5 " });
    expect(result).toMatchObject({ ok: true, changed: true, product: { basePrice: 1250 } });

    expect((await getStoredProduct(POSTER))?.basePrice).toBe(1250);
    expect(await unitPrice({ paper: "premium-matte" })).toBe(1250 + 300);
    const [row] = await testDb.current.select().from(products).where(eq(products.id, POSTER));
    expect(row?.editedAt).toBeInstanceOf(Date);
    expect(await auditRows()).toMatchObject([
      {
        actorId: staff.userId,
        actorEmail: "staff@example.com",
        action: "product.update",
        targetType: "product",
        targetId: String(POSTER),
        before: { basePrice: 899 },
        after: { basePrice: 1250 },
      },
    ]);
  });

  it("saves names, a value's price, the active flag and pictures in one entry", async () => {
    await signedIn("staff@example.com", "admin");
    const form = formOf(await stored());
    const [first, second] = form.images;
    const result = await saveProduct({
      ...form,
      name: { en: "A3 Poster", th: "โปสเตอร์ A3" },
      active: false,
      images: [
        { ...second!, alt: { en: "Rolled poster", th: "โปสเตอร์ม้วน" } },
        first!,
        { url: "/images/products/poster-a4-1.svg", alt: { en: "Smaller", th: "เล็กกว่า" } },
      ],
      options: [
        {
          code: "paper",
          values: [
            form.options[0]!.values[0]!,
            { ...form.options[0]!.values[1]!, priceModifier: "4", name: { en: "Matte", th: "ด้าน" } },
          ],
        },
      ],
    });
    expect(result.ok).toBe(true);
    const after = await stored();
    expect(after).toMatchObject({ name: { en: "A3 Poster", th: "โปสเตอร์ A3" }, active: false });
    expect(after.images.map((image) => image.id)).toEqual(["2", "1", "4"]);
    // The mockup area stays with its picture.
    expect(after.images[1]).toMatchObject({ url: "/images/products/a3-poster-premium-1.svg" });
    expect(after.images[1]!.mockupArea).toBeDefined();
    expect(after.options[0]!.values[1]).toMatchObject({
      priceModifier: 400,
      name: { en: "Matte", th: "ด้าน" },
    });
    // Inactive: gone from the shop at once.
    expect(await getStoredProduct(POSTER)).toBeUndefined();
    const [entry] = await auditRows();
    expect(Object.keys(entry!.after!).sort()).toEqual([
      "active",
      "images",
      "name",
      "options.paper.premium-matte.name",
      "options.paper.premium-matte.priceModifier",
    ]);
    expect(entry!.before).toMatchObject({ active: true, "options.paper.premium-matte.priceModifier": 300 });
  });

  it("answers an unchanged form without writing anything", async () => {
    await signedIn("staff@example.com", "admin");
    expect(await saveProduct(formOf(await stored()))).toMatchObject({ ok: true, changed: false });
    expect((await stored()).editedAt).toBeNull();
    expect(await auditRows()).toEqual([]);
  });

  it.each([
    ["a negative price", { basePrice: "-5" }, { basePrice: "pricePositive" }],
    ["a price with a comma", { basePrice: "12,50" }, { basePrice: "priceComma" }],
    ["a price in words", { basePrice: "twelve" }, { basePrice: "priceNotNumber" }],
    ["a price of a fraction of a cent", { basePrice: "12.505" }, { basePrice: "priceDecimals" }],
    ["a price of a million", { basePrice: "1000000" }, { basePrice: "basePriceRange" }],
    ["an empty Thai name", { name: { en: "Poster", th: "   " } }, { "name.th": "nameRequired" }],
    [
      "a description too long",
      { description: { en: "x".repeat(2001), th: "ค" } },
      { "description.en": "tooLong" },
    ],
    [
      "a picture outside /images",
      { images: [{ url: "https://evil.test/a.png", alt: { en: "a", th: "ก" } }] },
      { "images.0.url": "imageUrl" },
    ],
    ["no picture", { images: [] }, { images: "imagesRequired" }],
  ])("answers %s with a field error and changes nothing", async (_case, change, fieldErrors) => {
    await signedIn("staff@example.com", "admin");
    const result = await saveProduct({ ...formOf(await stored()), ...change });
    expect(result).toEqual({ ok: false, error: "invalid", fieldErrors });
    expect((await stored()).editedAt).toBeNull();
    expect(await auditRows()).toEqual([]);
  });

  it("checks what only the stored product knows: missing pictures, the cheapest price, foreign values", async () => {
    await signedIn("staff@example.com", "admin");
    const form = formOf(await stored());
    const missing = await saveProduct({
      ...form,
      images: [...form.images, { url: "/images/products/nope.svg", alt: { en: "a", th: "ก" } }],
    });
    expect(missing).toEqual({ ok: false, error: "invalid", fieldErrors: { "images.3.url": "imageMissing" } });

    const free = await saveProduct({
      ...form,
      basePrice: "1",
      options: [
        { code: "paper", values: form.options[0]!.values.map((v) => ({ ...v, priceModifier: "-2" })) },
      ],
    });
    expect(free).toEqual({ ok: false, error: "invalid", fieldErrors: { basePrice: "cheapestNotPositive" } });

    const foreign = await saveProduct({
      ...form,
      options: [
        { code: "finish", values: [{ code: "gloss", name: { en: "G", th: "ก" }, priceModifier: "0" }] },
      ],
    });
    expect(foreign).toEqual({ ok: false, error: "invalid", fieldErrors: { options: "optionsChanged" } });

    expect(await saveProduct({ ...form, id: 999 })).toEqual({ ok: false, error: "notFound" });
    expect((await stored()).editedAt).toBeNull();
    expect(await auditRows()).toEqual([]);
  });

  it("saves which option value a picture shows, reads it back and lets staff clear it", async () => {
    await signedIn("staff@example.com", "admin");
    const form = formOf(await stored());
    const shows = { option: "paper", value: "premium-matte" };
    const saved = await saveProduct({
      ...form,
      images: form.images.map((image, i) => (i === 1 ? { ...image, shows } : image)),
    });
    expect(saved).toMatchObject({ ok: true, changed: true });
    const after = await stored();
    expect(after.images[1]).toMatchObject({ id: form.images[1]!.id, url: form.images[1]!.url, shows });
    expect(after.images[0]!.shows).toBeUndefined();
    // The shop leads with it once that paper is chosen.
    expect((await getStoredProduct(POSTER))?.images[1]?.shows).toEqual(shows);
    // Sent back as it is, nothing changes; sent without it, it is gone.
    expect(await saveProduct(formOf(after))).toMatchObject({ ok: true, changed: false });
    const cleared = await saveProduct(form);
    expect(cleared).toMatchObject({ ok: true, changed: true });
    expect((await stored()).images[1]).not.toHaveProperty("shows");
  });

  it.each([
    ["a value the option does not have", { option: "paper", value: "gloss" }],
    ["an option the product does not have", { option: "colour", value: "black" }],
  ])("refuses a picture that shows %s with a field error", async (_case, shows) => {
    await signedIn("staff@example.com", "admin");
    const form = formOf(await stored());
    const result = await saveProduct({
      ...form,
      images: form.images.map((image, i) => (i === 2 ? { ...image, shows } : image)),
    });
    expect(result).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { "images.2.shows": "showsUnknown" },
    });
    expect((await stored()).editedAt).toBeNull();
  });

  it("keeps a value that changes nothing at the printer free", async () => {
    await signedIn("staff@example.com", "admin");
    // The test catalog has no such value; the rule (catalog-file.ts) still holds for staff.
    await testDb.current
      .update(productOptionValues)
      .set({ provider: { kind: "none", reason: "the same print either way" } })
      .where(and(eq(productOptionValues.productId, POSTER), eq(productOptionValues.code, "premium-matte")));
    const form = formOf(await stored());
    const values = form.options[0]!.values.map((v, j) => (j === 1 ? { ...v, priceModifier: "1.00" } : v));
    expect(await saveProduct({ ...form, options: [{ code: "paper", values }] })).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { "options.0.values.1.priceModifier": "modifierMustBeZero" },
    });
  });

  it("asks a print area's designs for a cut line once staff tick it, audited, and refuses other areas", async () => {
    await signedIn("staff@example.com", "admin");
    const form = formOf(await stored());
    expect(form.printAreas).toEqual([{ code: "front", cutLine: false }]);
    expect(await saveProduct({ ...form, printAreas: [{ code: "back", cutLine: true }] })).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { printAreas: "printAreasChanged" },
    });
    expect(await saveProduct({ ...form, printAreas: [{ code: "front", cutLine: true }] })).toMatchObject({
      ok: true,
      changed: true,
    });
    // The shop's upload check and cart read it from the catalog at once.
    expect((await getStoredProduct(POSTER))?.printAreas[0]?.cutLine).toBe(true);
    const [entry] = (await auditRows()).filter((row) => row.action === "product.update");
    expect(entry?.before).toEqual({ "printAreas.front.cutLine": false });
    expect(entry?.after).toEqual({ "printAreas.front.cutLine": true });
    expect(await saveProduct(formOf(await stored()))).toMatchObject({ ok: true, changed: false });
  });

  it("saves which print area a picture's mockup draws, and refuses one the product doesn't have", async () => {
    await signedIn("staff@example.com", "admin");
    await makeDoubleSided(testDb.current, POSTER);
    const form = formOf(await stored());
    const area = { left: "30", top: "20", width: "40", height: "35" };
    const drawing = (mockupPrintArea: string) => ({
      ...form,
      images: form.images.map((image, i) =>
        i === 1 ? { ...image, mockupArea: area, mockupPrintArea } : image,
      ),
    });
    expect(await saveProduct(drawing("side-b"))).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { "images.1.mockupPrintArea": "mockupPrintAreaUnknown" },
    });
    expect(await saveProduct(drawing("back"))).toMatchObject({ ok: true, changed: true });
    expect((await stored()).images[1]).toMatchObject({ mockupPrintArea: "back" });
    expect((await getStoredProduct(POSTER))?.images[1]?.mockupPrintArea).toBe("back");
    // The form's own values change nothing; without the field the picture draws the first area again.
    expect(await saveProduct(formOf(await stored()))).toMatchObject({ ok: true, changed: false });
    const again = formOf(await stored());
    expect(
      await saveProduct({
        ...again,
        images: again.images.map(({ mockupPrintArea: _drawn, ...image }) => image),
      }),
    ).toMatchObject({ ok: true, changed: true });
    expect((await stored()).images[1]).not.toHaveProperty("mockupPrintArea");
  });

  it("saves a picture's mockup area in percent as fractions, keeps it unchanged and takes it off", async () => {
    await signedIn("staff@example.com", "admin");
    const form = formOf(await stored());
    const area = { left: "30", top: "20", width: "40", height: "35.5" };
    const withArea = {
      ...form,
      images: form.images.map((image, i) => (i === 0 ? { ...image, mockupArea: area } : image)),
    };
    expect(await saveProduct(withArea)).toMatchObject({ ok: true, changed: true });
    expect((await stored()).images[0]!.mockupArea).toEqual({
      left: 0.3,
      top: 0.2,
      width: 0.4,
      height: 0.355,
    });
    // The form's own values for what is stored change nothing, however the database ordered the keys.
    expect(await saveProduct(formOf(await stored()))).toMatchObject({ ok: true, changed: false });

    const [entry] = (await auditRows()).filter((row) => row.action === "product.update");
    expect(JSON.stringify(entry?.after)).toContain('"mockupArea"');

    const without = formOf(await stored());
    expect(
      await saveProduct({
        ...without,
        images: without.images.map((image, i) => (i === 0 ? { ...image, mockupArea: null } : image)),
      }),
    ).toMatchObject({ ok: true, changed: true });
    expect((await stored()).images[0]).not.toHaveProperty("mockupArea");
  });

  it("refuses a mockup area past the picture's edge or too small to see, naming the field", async () => {
    await signedIn("staff@example.com", "admin");
    const form = formOf(await stored());
    const at = (mockupArea: { left: string; top: string; width: string; height: string }) => ({
      ...form,
      images: form.images.map((image, i) => (i === 0 ? { ...image, mockupArea } : image)),
    });
    expect(await saveProduct(at({ left: "70", top: "0", width: "40", height: "50" }))).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { "images.0.mockupArea.width": "mockupOutside" },
    });
    expect(await saveProduct(at({ left: "10", top: "10", width: "2", height: "12,5" }))).toMatchObject({
      fieldErrors: {
        "images.0.mockupArea.width": "mockupTooSmall",
        "images.0.mockupArea.height": "mockupPercent",
      },
    });
    expect((await stored()).editedAt).toBeNull();
  });
});
