import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as quoteRoute } from "@/app/api/quote/route";
import { signUpVerified } from "@/modules/accounts/testing";
import type { OfferedOptionsForm, ProductImportForm } from "@/modules/catalog";
import { editableProduct, getProduct } from "@/modules/catalog/server";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { providerEnvPerTest } from "@/modules/fulfilment/testing";
import { users } from "@/server/db/schema/accounts";
import { auditLog } from "@/server/db/schema/audit";
import { printAreas, products } from "@/server/db/schema/catalog";
import { markEdgeInFront } from "@/server/http/edge/edge-headers";
import { freshDatabasePerTest } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import { importProduct, saveProduct, saveProductOptions } from "./actions";
import { catalogFormValues } from "./product-form";
import { startForeignAccount, type ForeignAccount } from "./test-foreign-account";

markEdgeInFront();
vi.mock("next/headers", () => import("@/test/next-headers"));

// Against an account whose references and families no code in the shop names (test-foreign-account.ts).
const testDb = freshDatabasePerTest();
const nextRequest = nextRequestPerTest({ clientAddress: "203.0.113.42" });
let account: ForeignAccount;
beforeEach(async () => {
  account = await startForeignAccount();
});
afterEach(() => account.close());
providerEnvPerTest(() => ({ baseUrl: account.baseUrl }));

const handle = (values: OfferedOptionsForm[number]["values"]): OfferedOptionsForm[number] => ({
  family: "type_mug_handle_tint",
  code: "handle",
  name: { en: "Handle colour", th: "สีหูจับ" },
  values,
});
const cobalt = {
  providerOption: "hdl_col_cobalt",
  code: "cobalt",
  name: { en: "Cobalt", th: "น้ำเงิน" },
  priceModifier: "0",
};
const coral = {
  providerOption: "hdl_col_coral",
  code: "coral",
  name: { en: "Coral", th: "ส้ม" },
  priceModifier: "1.00",
};
const giftBox = (priceModifier: string): OfferedOptionsForm[number] => ({
  family: "type_gift_box_x",
  code: "gift-box",
  name: { en: "Gift box", th: "กล่องของขวัญ" },
  values: [
    { providerOption: "gbx_kraft", code: "kraft", name: { en: "Kraft box", th: "กล่องคราฟท์" }, priceModifier },
  ],
});

/** The mug imported with a cobalt and a coral handle (printed on `sides`), and published at $12.00. */
async function publishedMug(sides = 1): Promise<number> {
  const form: ProductImportForm = {
    providerReference: account.mug,
    reference: "wrap-mug",
    category: "posters",
    name: { en: "Wrap-around Mug", th: "แก้วมัคพิมพ์รอบใบ" },
    description: { en: "A ceramic mug printed all around.", th: "แก้วเซรามิกพิมพ์ลายรอบใบ" },
    unit: { en: "mug", th: "ใบ" },
    basePrice: "12.00",
    minQuantity: 1,
    maxQuantity: 50,
    sides,
    image: { url: "/images/products/a3-poster-premium-1.svg", alt: { en: "A mug", th: "แก้วมัค" } },
    options: [handle([cobalt, coral])],
  };
  const { id } = (await importProduct(form)) as { id: number };
  const stored = catalogFormValues((await editableProduct(testDb.current, id))!);
  // For sale, with a second picture that shows the coral handle.
  const coralPicture = {
    key: "coral",
    url: "/images/products/a3-poster-premium-1.svg",
    alt: { en: "Coral", th: "ส้ม" },
    shows: { option: "handle", value: "coral" },
    mockupArea: null,
  };
  await saveProduct({ ...stored, active: true, images: [...stored.images, coralPicture] });
  return id;
}

/** The items the printer was asked to quote for a customer's quote of one mug with `options`. */
async function printerItemsFor(id: number, options: Record<string, string>) {
  account.requests.length = 0;
  const response = await quoteRoute(
    new Request("http://shop.test/api/quote?lang=en", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        productId: id,
        quantity: 1,
        options,
        country: "US",
        shippingLevel: "cp_ground",
      }),
    }),
    {},
  );
  const asked = account.requests.find((request) => request.path === "orders/quote");
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    items: asked?.body.items,
  };
}

describe("the options an imported product offers", () => {
  beforeEach(async () => {
    await seedTestCatalog(testDb.current);
    const staff = await signUpVerified("options@printgo.test", undefined, { address: "198.51.100.62" });
    await testDb.current.update(users).set({ role: "admin" }).where(eq(users.id, staff.userId));
    nextRequest.set({ cookie: staff.cookie });
  });

  it("adds a family and removes a value, and a customer's quote asks the printer for exactly the new choice", async () => {
    const id = await publishedMug();
    expect(await saveProductOptions({ id, options: [handle([cobalt]), giftBox("3.00")] })).toMatchObject({
      ok: true,
      changed: true,
    });

    const product = await getProduct(id, "th");
    expect(product?.options.map((option) => [option.id, option.values.map((value) => value.id)])).toEqual([
      ["handle", ["cobalt"]],
      ["gift-box", ["kraft"]],
    ]);
    const boxed = await printerItemsFor(id, { handle: "cobalt", "gift-box": "kraft" });
    expect(boxed.body).toMatchObject({ unitPrice: 1500 });
    expect(boxed.items).toEqual([
      expect.objectContaining({
        product: account.mug,
        options: [
          { type: "hdl_col_cobalt", count: "1" },
          { type: "gbx_kraft", count: "1" },
        ],
      }),
    ]);
    // The removed value is no choice any more.
    expect((await printerItemsFor(id, { handle: "coral", "gift-box": "kraft" })).status).toBe(400);

    const [entry] = await testDb.current
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "product.options"));
    expect(entry).toMatchObject({ targetType: "product", targetId: String(id) });
    expect(JSON.stringify(entry?.before)).toContain("hdl_col_coral");
    expect(JSON.stringify(entry?.after)).toContain("gbx_kraft");
    expect(JSON.stringify(entry?.after)).not.toContain("hdl_col_coral");
  });

  it("asks for the back only with the value staff choose, audited, and unchanged when saved again", async () => {
    const id = await publishedMug(2);
    const backNeededWith = async () =>
      (
        await testDb.current
          .select({ neededWith: printAreas.neededWith })
          .from(printAreas)
          .where(and(eq(printAreas.productId, id), eq(printAreas.code, "back")))
      )[0]?.neededWith;
    expect(await backNeededWith()).toBeNull();
    const edit = { id, options: [handle([cobalt, coral])], backWith: "hdl_col_coral" };
    expect(await saveProductOptions(edit)).toMatchObject({ ok: true, changed: true });
    expect(await backNeededWith()).toEqual({ option: "handle", value: "coral" });
    expect(await saveProductOptions(edit)).toMatchObject({ ok: true, changed: false });
    const entries = await testDb.current
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "product.options"));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      before: { backNeededWith: null },
      after: { backNeededWith: { option: "handle", value: "coral" } },
    });
    // Sent without a value, the back is printed on every order again.
    expect(await saveProductOptions({ id, options: [handle([cobalt, coral])] })).toMatchObject({ ok: true });
    expect(await backNeededWith()).toBeNull();
  });

  it("refuses a value that prints the back of a product printed on one side", async () => {
    const id = await publishedMug();
    expect(
      await saveProductOptions({ id, options: [handle([cobalt, coral])], backWith: "hdl_col_coral" }),
    ).toMatchObject({ ok: false, error: "invalid", fieldErrors: { backWith: "backWithOneSide" } });
  });

  it("keeps the picture and forgets which value it showed when that value goes", async () => {
    const id = await publishedMug();
    await saveProductOptions({ id, options: [handle([cobalt])] });
    const [row] = await testDb.current
      .select({ images: products.images })
      .from(products)
      .where(eq(products.id, id));
    expect(row?.images).toHaveLength(2);
    expect(row?.images[1]).not.toHaveProperty("shows");
  });

  it("writes nothing and audits nothing when the same options are saved again", async () => {
    const id = await publishedMug();
    const [before] = await testDb.current
      .select({ editedAt: products.editedAt })
      .from(products)
      .where(eq(products.id, id));
    expect(await saveProductOptions({ id, options: [handle([cobalt, coral])] })).toMatchObject({
      ok: true,
      changed: false,
    });
    const [after] = await testDb.current
      .select({ editedAt: products.editedAt })
      .from(products)
      .where(eq(products.id, id));
    expect(after?.editedAt).toEqual(before?.editedAt);
    expect(
      await testDb.current.select().from(auditLog).where(eq(auditLog.action, "product.options")),
    ).toEqual([]);
  });

  it("refuses a value the account doesn't have or files under another family, naming the value", async () => {
    const id = await publishedMug();
    const stray = { ...coral, providerOption: "gbx_kraft" };
    expect(await saveProductOptions({ id, options: [handle([cobalt, stray])] })).toMatchObject({
      ok: false,
      error: "invalid",
      fieldErrors: { "options.0.values.1.providerOption": "optionWrongFamily" },
    });
    const unknown = { ...coral, providerOption: "hdl_col_magenta" };
    expect(await saveProductOptions({ id, options: [handle([cobalt, unknown])] })).toMatchObject({
      fieldErrors: { "options.0.values.1.providerOption": "optionNotOnAccount" },
    });
    // Two options of one family would send the printer two handle colours.
    expect(
      await saveProductOptions({
        id,
        options: [handle([cobalt]), { ...handle([coral]), code: "handle-two" }],
      }),
    ).toMatchObject({ fieldErrors: { "options.1.family": "familyTwice" } });
    expect((await getProduct(id, "en"))?.options[0]?.values).toHaveLength(2);
  });

  it("refuses a value that would sell a product for sale below the printer's cost, naming its price", async () => {
    const id = await publishedMug();
    // $12.00 − $8.00 for a coral-handled mug that costs 5.40 EUR at the printer: a loss on that value.
    const cheapCoral = { ...coral, priceModifier: "-8.00" };
    expect(await saveProductOptions({ id, options: [handle([cobalt, cheapCoral])] })).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { "options.0.values.1.priceModifier": "belowCost" },
    });
    // A kraft box is every customer's choice when it is the family's only value: the loss is the form's.
    expect(
      await saveProductOptions({ id, options: [handle([cobalt, coral]), giftBox("-6.00")] }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { options: "optionsAtLoss" },
    });
    expect((await getProduct(id, "en"))?.options).toHaveLength(1);
    expect(
      await saveProductOptions({ id, options: [handle([cobalt, coral]), giftBox("2.00")] }),
    ).toMatchObject({
      ok: true,
    });
  });

  it("refuses a data file product this account doesn't print, and answers for a product that isn't there", async () => {
    // Product 1's business cards are a reference the foreign account has never heard of.
    expect(await saveProductOptions({ id: 1, options: [] })).toEqual({ ok: false, error: "notOnAccount" });
    expect(await saveProductOptions({ id: 999, options: [] })).toEqual({ ok: false, error: "notFound" });
  });

  it("refuses while the account no longer has the product", async () => {
    const id = await publishedMug();
    account.removeMug();
    expect(await saveProductOptions({ id, options: [handle([cobalt])] })).toEqual({
      ok: false,
      error: "notOnAccount",
    });
  });
});
