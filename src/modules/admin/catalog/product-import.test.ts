import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as quoteRoute } from "@/app/api/quote/route";
import { signUpVerified } from "@/modules/accounts/testing";
import { centsToDollars, type ProductImportForm, type SizeChartForm } from "@/modules/catalog";
import { editableProduct, getProduct } from "@/modules/catalog/server";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { checkConnectedCatalog, productAvailability } from "@/modules/fulfilment/server";
import { providerEnvPerTest } from "@/modules/fulfilment/testing";
import { users } from "@/server/db/schema/accounts";
import { auditLog } from "@/server/db/schema/audit";
import { printAreas } from "@/server/db/schema/catalog";
import { markEdgeInFront } from "@/server/http/edge/edge-headers";
import { freshDatabasePerTest } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import { importProduct, saveProduct } from "./actions";
import { startForeignAccount, type ForeignAccount } from "./test-foreign-account";

markEdgeInFront();
vi.mock("next/headers", () => import("@/test/next-headers"));

const testDb = freshDatabasePerTest();
const nextRequest = nextRequestPerTest({ clientAddress: "203.0.113.41" });
let account: ForeignAccount;
beforeEach(async () => {
  account = await startForeignAccount();
});
afterEach(() => account.close());
providerEnvPerTest(() => ({ baseUrl: account.baseUrl }));

async function signedInStaff() {
  const staff = await signUpVerified("importer@printgo.test", undefined, { address: "198.51.100.61" });
  await testDb.current.update(users).set({ role: "admin" }).where(eq(users.id, staff.userId));
  nextRequest.set({ cookie: staff.cookie });
}

/** A customer's quote of `quantity` mugs with `options`, as the product page asks. */
function quoteOf(id: number, quantity: number, options: Record<string, string>) {
  return quoteRoute(
    new Request("http://shop.test/api/quote?lang=en", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ productId: id, quantity, options, country: "US", shippingLevel: "cp_ground" }),
    }),
    {},
  );
}

/** A mug from an account whose references and families no code in the shop names. */
function mugForm(overrides: Partial<ProductImportForm> = {}): ProductImportForm {
  return {
    providerReference: account.mug,
    reference: "wrap-mug",
    category: "posters",
    name: { en: "Wrap-around Mug", th: "แก้วมัคพิมพ์รอบใบ" },
    description: { en: "A ceramic mug printed all around.", th: "แก้วเซรามิกพิมพ์ลายรอบใบ" },
    unit: { en: "mug", th: "ใบ" },
    basePrice: "12.00",
    minQuantity: 1,
    maxQuantity: 50,
    sides: 1,
    image: { url: "/images/products/a3-poster-premium-1.svg", alt: { en: "A mug", th: "แก้วมัค" } },
    options: [
      {
        family: "type_mug_handle_tint",
        code: "handle",
        name: { en: "Handle colour", th: "สีหูจับ" },
        values: [
          {
            providerOption: "hdl_col_cobalt",
            code: "cobalt",
            name: { en: "Cobalt", th: "น้ำเงินโคบอลต์" },
            priceModifier: "0",
          },
          {
            providerOption: "hdl_col_coral",
            code: "coral",
            name: { en: "Coral", th: "ส้มปะการัง" },
            priceModifier: "1.00",
          },
        ],
      },
    ],
    ...overrides,
  };
}

/** Publishes the stored product as it is, with `basePrice`, the size chart and `priceBreaks` when given. */
async function publish(
  id: number,
  basePrice?: string,
  sizeChart?: SizeChartForm | null,
  priceBreaks?: { minQuantity: string; percentOff: string }[],
) {
  const product = (await editableProduct(testDb.current, id))!;
  return saveProduct({
    ...(sizeChart !== undefined && { sizeChart }),
    id,
    name: product.name,
    description: product.description,
    basePrice: basePrice ?? centsToDollars(product.basePrice),
    active: true,
    ...(priceBreaks && { priceBreaks }),
    images: product.images.map((image) => ({ id: image.id, url: image.url, alt: image.alt })),
    options: product.options.map((option) => ({
      code: option.code,
      values: option.values.map((value) => ({
        code: value.code,
        name: value.name,
        priceModifier: centsToDollars(value.priceModifier),
      })),
    })),
  });
}

describe("creating a shop product from the provider's catalogue", () => {
  beforeEach(async () => {
    await seedTestCatalog(testDb.current);
    await signedInStaff();
  });

  it("imports and sells a product of references and families the code has never seen", async () => {
    const created = await importProduct(mugForm());
    expect(created).toMatchObject({ ok: true });
    const id = (created as { id: number }).id;
    expect(id).toBeGreaterThanOrEqual(1001);
    // A draft: not in the shop until published.
    expect(await getProduct(id, "en")).toBeUndefined();
    const [area] = await testDb.current.select().from(printAreas).where(eq(printAreas.productId, id));
    expect(area).toMatchObject({
      widthMm: 200,
      heightMm: 85,
      pages: 1,
      fileRole: "product",
      bleedMm: 2,
      safetyMm: null,
    });

    expect(await publish(id)).toMatchObject({ ok: true, changed: true });
    const product = await getProduct(id, "th");
    expect(product).toMatchObject({ name: "แก้วมัคพิมพ์รอบใบ", basePrice: 1200 });
    expect(product?.options[0]?.values.map((value) => value.name)).toEqual(["น้ำเงินโคบอลต์", "ส้มปะการัง"]);

    // A customer's quote for a coral-handled mug asks the printer for exactly that product and option.
    account.requests.length = 0;
    const response = await quoteRoute(
      new Request("http://shop.test/api/quote?lang=en", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          productId: id,
          quantity: 3,
          options: { handle: "coral" },
          country: "US",
          shippingLevel: "cp_ground",
        }),
      }),
      {},
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { unitPrice: number }).unitPrice).toBe(1300);
    const asked = account.requests.find((request) => request.path === "orders/quote");
    expect(asked?.body.items).toEqual([
      expect.objectContaining({
        product: account.mug,
        count: "3",
        options: [{ type: "hdl_col_coral", count: "1" }],
      }),
    ]);

    const [entry] = await testDb.current.select().from(auditLog).where(eq(auditLog.action, "product.import"));
    expect(entry).toMatchObject({ targetType: "product", targetId: String(id) });
  });

  it("imports two sides whose back is asked for only with the value staff chose to print it", async () => {
    // As a T-shirt's back with "Front and back": here a coral-handled mug is printed on its back too.
    const created = await importProduct(mugForm({ sides: 2, backWith: "hdl_col_coral" }));
    expect(created).toMatchObject({ ok: true });
    const areas = await testDb.current
      .select({ code: printAreas.code, filePage: printAreas.filePage, neededWith: printAreas.neededWith })
      .from(printAreas)
      .where(eq(printAreas.productId, (created as { id: number }).id))
      .orderBy(printAreas.position);
    expect(areas).toEqual([
      { code: "front", filePage: 1, neededWith: null },
      { code: "back", filePage: 2, neededWith: { option: "handle", value: "coral" } },
    ]);
  });

  it("refuses a back printed with a value not offered, or on a product with one side", async () => {
    expect(await importProduct(mugForm({ sides: 2, backWith: "gbx_kraft" }))).toMatchObject({
      ok: false,
      fieldErrors: { backWith: "backWithNotOffered" },
    });
    expect(await importProduct(mugForm({ sides: 1, backWith: "hdl_col_coral" }))).toMatchObject({
      ok: false,
      fieldErrors: { backWith: "backWithOneSide" },
    });
  });

  it("keeps the picture's mockup area as typed in the import form, in fractions of the picture", async () => {
    const image = {
      url: "/images/products/a3-poster-premium-1.svg",
      alt: { en: "A mug", th: "แก้วมัค" },
      mockupArea: { left: "37.5", top: "31.67", width: "25", height: "35" },
    };
    const created = (await importProduct(mugForm({ image }))) as { id: number };
    const stored = await editableProduct(testDb.current, created.id);
    expect(stored?.images[0]?.mockupArea).toEqual({ left: 0.375, top: 0.3167, width: 0.25, height: 0.35 });
    // Too small to see a design in: refused on its field, nothing imported.
    const tiny = { ...image, mockupArea: { ...image.mockupArea, width: "2" } };
    expect(await importProduct(mugForm({ reference: "tiny-mug", image: tiny }))).toMatchObject({
      ok: false,
      fieldErrors: { "image.mockupArea.width": "mockupTooSmall" },
    });
  });

  it("refuses a value whose option the account puts in another family, or doesn't have", async () => {
    const form = mugForm();
    form.options[0]!.values[1]!.providerOption = "gbx_kraft";
    expect(await importProduct(form)).toMatchObject({
      ok: false,
      error: "invalid",
      fieldErrors: { "options.0.values.1.providerOption": "optionWrongFamily" },
    });
    form.options[0]!.values[1]!.providerOption = "hdl_col_magenta";
    expect(await importProduct(form)).toMatchObject({
      fieldErrors: { "options.0.values.1.providerOption": "optionNotOnAccount" },
    });
    expect(await importProduct(mugForm({ providerReference: "zz_no_such_thing" }))).toEqual({
      ok: false,
      error: "notOnAccount",
    });
  });

  it("refuses to publish at a loss, naming the price that loses", async () => {
    const created = (await importProduct(mugForm({ basePrice: "3.00" }))) as { id: number };
    // The mug costs 5 EUR at the printer: $3.00 is a loss on every choice.
    expect(await publish(created.id)).toMatchObject({
      ok: false,
      error: "invalid",
      fieldErrors: { active: "publishAtLoss", basePrice: "belowCost" },
    });
    expect(await getProduct(created.id, "en")).toBeUndefined();
    expect(await publish(created.id, "15.00")).toMatchObject({ ok: true });
  });

  it("makes the product unavailable when the account no longer has it", async () => {
    const created = (await importProduct(mugForm())) as { id: number };
    await publish(created.id);
    expect((await productAvailability(created.id)).orderable).toBe(true);
    account.removeMug();
    await checkConnectedCatalog({ database: testDb.current });
    expect((await productAvailability(created.id)).orderable).toBe(false);
    // And it can't be published again while the account lacks it.
    expect(await publish(created.id)).toMatchObject({ ok: false, fieldErrors: { active: "costUnknown" } });
  });

  it("keeps a size chart staff build by hand, changes it on the edit page and audits the change", async () => {
    const chart: SizeChartForm = {
      measures: [
        { en: "Height", th: "ความสูง" },
        { en: "Diameter", th: "เส้นผ่านศูนย์กลาง" },
      ],
      rows: [
        { label: "325 ml", mm: ["95", "82"] },
        { label: "450 ml", mm: ["120", ""] },
      ],
    };
    const created = (await importProduct(mugForm({ sizeChart: chart }))) as { id: number };
    expect((await editableProduct(testDb.current, created.id))?.sizeChart).toEqual({
      measures: [
        { en: "Height", th: "ความสูง" },
        { en: "Diameter", th: "เส้นผ่านศูนย์กลาง" },
      ],
      rows: [
        { label: "325 ml", mm: [95, 82] },
        { label: "450 ml", mm: [120, null] },
      ],
    });

    const edited = { ...chart, measures: [{ en: "Height", th: "ความสูงของแก้ว" }, chart.measures[1]!] };
    expect(await publish(created.id, undefined, edited)).toMatchObject({ ok: true, changed: true });
    const product = await getProduct(created.id, "th");
    expect(product?.sizeChart).toEqual({
      measures: ["ความสูงของแก้ว", "เส้นผ่านศูนย์กลาง"],
      rows: [
        { label: "325 ml", mm: [95, 82] },
        { label: "450 ml", mm: [120, null] },
      ],
    });
    const [entry] = await testDb.current.select().from(auditLog).where(eq(auditLog.action, "product.update"));
    expect(entry?.after).toMatchObject({ sizeChart: { measures: [{ th: "ความสูงของแก้ว" }, {}] } });
    expect(entry?.before).toMatchObject({ sizeChart: { measures: [{ th: "ความสูง" }, {}] } });

    // Saving the same chart again changes nothing; null takes it off the page.
    expect(await publish(created.id, undefined, edited)).toMatchObject({ ok: true, changed: false });
    expect(await publish(created.id, undefined, null)).toMatchObject({ ok: true, changed: true });
    expect((await getProduct(created.id, "en"))?.sizeChart).toBeNull();
  });

  it("refuses a size chart out of bounds, naming the field, and imports nothing", async () => {
    const form = mugForm({
      sizeChart: { measures: [{ en: "Height", th: "" }], rows: [{ label: "325 ml", mm: ["6000"] }] },
    });
    expect(await importProduct(form)).toMatchObject({
      ok: false,
      error: "invalid",
      fieldErrors: {
        "sizeChart.measures.0.th": "measureNameRequired",
        "sizeChart.rows.0.mm.0": "sizeChartMm",
      },
    });
  });

  it("imports with price breaks, and a customer's quote at a break's quantity pays the tier price", async () => {
    const created = await importProduct(mugForm({ priceBreaks: [{ minQuantity: "10", percentOff: "10" }] }));
    const id = (created as { id: number }).id;
    expect((await editableProduct(testDb.current, id))?.priceBreaks).toEqual([
      { minQuantity: 10, percentOff: 10 },
    ]);
    expect(await publish(id)).toMatchObject({ ok: true });

    const below = await quoteOf(id, 9, { handle: "cobalt" });
    expect(await below.json()).toMatchObject({ unitPrice: 1200, percentOff: 0 });
    const atBreak = await quoteOf(id, 10, { handle: "cobalt" });
    expect(await atBreak.json()).toMatchObject({ unitPrice: 1080, percentOff: 10 });
  });

  it("refuses a break outside the quantity range on import, with the break's field", async () => {
    expect(
      await importProduct(mugForm({ priceBreaks: [{ minQuantity: "60", percentOff: "10" }] })),
    ).toMatchObject({
      ok: false,
      error: "invalid",
      fieldErrors: { "priceBreaks.0.minQuantity": "breakOutOfRange" },
    });
  });

  it("refuses to publish with a break that sells below the printer's cost, naming that break", async () => {
    const created = (await importProduct(mugForm())) as { id: number };
    // $12.00 covers the 5 EUR mug; 60% off ($4.80) does not, 10% off ($10.80) does.
    const breaks = [
      { minQuantity: "10", percentOff: "10" },
      { minQuantity: "20", percentOff: "60" },
    ];
    expect(await publish(created.id, undefined, undefined, breaks)).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { active: "publishAtLoss", "priceBreaks.1.percentOff": "belowCost" },
    });
    expect(await getProduct(created.id, "en")).toBeUndefined();
    expect(await publish(created.id, undefined, undefined, breaks.slice(0, 1))).toMatchObject({ ok: true });
    expect((await getProduct(created.id, "en"))?.priceBreaks).toEqual([{ minQuantity: 10, percentOff: 10 }]);
  });

  it("audits price breaks before and after", async () => {
    const created = (await importProduct(mugForm())) as { id: number };
    await publish(created.id, undefined, undefined, [{ minQuantity: "5", percentOff: "5" }]);
    const [entry] = await testDb.current.select().from(auditLog).where(eq(auditLog.action, "product.update"));
    expect(entry?.before).toMatchObject({ priceBreaks: [] });
    expect(entry?.after).toMatchObject({ priceBreaks: [{ minQuantity: 5, percentOff: 5 }] });
  });
});
