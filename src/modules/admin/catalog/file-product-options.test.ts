import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { signUpVerified } from "@/modules/accounts/testing";
import { providerLine, type OfferedOptionsForm } from "@/modules/catalog";
import { editableProduct, getStoredProduct } from "@/modules/catalog/server";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { providerEnvPerTest, simForTest } from "@/modules/fulfilment/testing";
import { users } from "@/server/db/schema/accounts";
import { auditLog } from "@/server/db/schema/audit";
import { markEdgeInFront } from "@/server/http/edge/edge-headers";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import { saveProductOptions } from "./actions";

markEdgeInFront();
vi.mock("next/headers", () => import("@/test/next-headers"));

// The data file's products are edited like imported ones; their pack sizes, page counts and sizes
// (values mapped another way than one option reference) are kept as they are (docs/admin.md#offered-options).
const testDb = freshDatabasePerTest();
const nextRequest = nextRequestPerTest({ clientAddress: "203.0.113.43" });
providerEnvPerTest();

const BUSINESS_CARDS = 1;
const HARDCOVER_BOOK = 2;
const BROCHURE = 6;

const option = (
  family: string,
  code: string,
  values: [providerOption: string, code: string, price: string][],
): OfferedOptionsForm[number] => ({
  family,
  code,
  name: { en: code, th: `ตัวเลือก ${code}` },
  values: values.map(([providerOption, valueCode, priceModifier]) => ({
    providerOption,
    code: valueCode,
    name: { en: valueCode, th: `ค่า ${valueCode}` },
    priceModifier,
  })),
});

/** The business cards' finishes as stored, plus "no laminate". */
const finishes = option("type_sheet_product_finish", "finish", [
  ["product_finish_matte", "matte", "0"],
  ["product_finish_gloss", "gloss", "0"],
  ["product_finish_soft_touch_front", "premium-uv", "5.00"],
  ["product_finish_none", "plain", "0"],
]);

describe(`the options of the data file's products (${testEngine})`, () => {
  beforeEach(async () => {
    await seedTestCatalog(testDb.current);
    const staff = await signUpVerified("file-options@printgo.test", undefined, { address: "198.51.100.63" });
    await testDb.current.update(users).set({ role: "admin" }).where(eq(users.id, staff.userId));
    nextRequest.set({ cookie: staff.cookie });
  });

  it("offers business cards one more finish, keeping their pack sizes in their place, and the printer gets both", async () => {
    await simForTest();
    const before = await editableProduct(testDb.current, BUSINESS_CARDS);
    const result = await saveProductOptions({ id: BUSINESS_CARDS, options: [finishes], backWith: null });
    expect(result).toMatchObject({ ok: true, changed: true });

    const product = (await getStoredProduct(BUSINESS_CARDS))!;
    expect(product.options.map((o) => [o.code, o.values.map((value) => value.code)])).toEqual([
      ["finish", ["matte", "gloss", "premium-uv", "plain"]],
      ["pack", ["250", "500", "1000"]],
    ]);
    // The pack kept its values, names, prices and mapping exactly.
    expect(product.options[1]).toEqual(
      expect.objectContaining({
        values: before!.options[1]!.values.map((v) =>
          expect.objectContaining({
            code: v.code,
            name: v.name,
            priceModifier: v.priceModifier,
            provider: v.provider,
          }),
        ),
      }),
    );
    expect(providerLine(product, { finish: "plain", pack: "500" }, 2)).toEqual({
      product: "businesscard_ss_int_bc_fc",
      count: 1000,
      options: [{ type: "product_finish_none", count: 1 }],
    });
    const [entry] = await testDb.current
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "product.options"));
    expect(JSON.stringify(entry?.after)).toContain("copies:500");
  });

  it("puts the kept options first when every offered option is removed", async () => {
    await simForTest();
    expect(await saveProductOptions({ id: BUSINESS_CARDS, options: [], backWith: null })).toMatchObject({
      ok: true,
    });
    expect((await getStoredProduct(BUSINESS_CARDS))!.options.map((o) => o.code)).toEqual(["pack"]);
  });

  it("refuses an option of the family a kept page count sends, and one under a kept option's code", async () => {
    await simForTest();
    const result = await saveProductOptions({
      id: BROCHURE,
      options: [
        option("type_total_pages", "more-pages", [["total_pages", "one", "0"]]),
        option("type_book_paper", "pages", [["pageblock_170mcg", "gloss", "0"]]),
      ],
      backWith: null,
    });
    expect(result).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { "options.0.family": "familyTwice", "options.1.code": "codeTaken" },
    });
  });

  it("checks a photo book's new paper against every size it prints as", async () => {
    const paper = option("type_book_paper", "paper", [["pageblock_170mcg", "gloss-170", "2.00"]]);
    await simForTest({ withoutOptions: [{ product: "photobook_cw_s300_s_fc", option: "pageblock_170mcg" }] });
    expect(await saveProductOptions({ id: HARDCOVER_BOOK, options: [paper], backWith: null })).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { "options.0.values.0.providerOption": "optionNotOnAccount" },
    });

    await simForTest();
    expect(await saveProductOptions({ id: HARDCOVER_BOOK, options: [paper], backWith: null })).toMatchObject({
      ok: true,
      changed: true,
    });
    const book = (await getStoredProduct(HARDCOVER_BOOK))!;
    expect(book.options.map((o) => o.code)).toEqual(["size", "pages", "paper"]);
    expect(providerLine(book, { size: "12x12", pages: "40", paper: "gloss-170" }, 1)).toMatchObject({
      product: "photobook_cw_s300_s_fc",
      options: expect.arrayContaining([
        { type: "total_pages", count: 40 },
        { type: "pageblock_170mcg", count: 1 },
      ]),
    });
  });

  it("refuses while the account no longer has a size a photo book prints as", async () => {
    await simForTest({ withoutProducts: ["photobook_cw_s300_s_fc"] });
    expect(await saveProductOptions({ id: HARDCOVER_BOOK, options: [], backWith: null })).toEqual({
      ok: false,
      error: "notOnAccount",
    });
  });
});
