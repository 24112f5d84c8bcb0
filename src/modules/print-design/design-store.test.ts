import { describe, expect, it } from "vitest";
import { createCart } from "@/modules/cart/server";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import {
  createDesign,
  duplicateDesign,
  findDesign,
  freezeDesign,
  listDesigns,
  moveCartDesigns,
  updateDesign,
} from "./design-store.server";
import { businessCardDocument } from "./test-documents";

const testDb = freshDatabasePerTest();

describe(`the customer's designs (${testEngine})`, () => {
  it("are found only through the cart that made them", async () => {
    const mine = await createCart(testDb.current);
    const theirs = await createCart(testDb.current);
    const id = await createDesign(mine, { name: "Card", document: businessCardDocument() });
    expect(await findDesign(id, mine)).toMatchObject({ id, name: "Card", frozen: false });
    expect(await findDesign(id, theirs)).toBeUndefined();
    expect(await findDesign("not-a-uuid", mine)).toBeUndefined();
    expect(await updateDesign(id, theirs, { name: "Mine now" })).toBe(false);
  });

  it("lists drafts, last changed first, never the frozen copies", async () => {
    const cart = await createCart(testDb.current);
    const first = await createDesign(cart, { name: "First", document: businessCardDocument() });
    const second = await createDesign(cart, { name: "Second", document: businessCardDocument() });
    await freezeDesign(cart, { name: "Second", document: businessCardDocument() });
    await updateDesign(first, cart, { name: "First, renamed" });
    expect((await listDesigns(cart)).map((design) => design.id)).toEqual([first, second]);
  });

  it("refuses a document the schema doesn't accept", async () => {
    const cart = await createCart(testDb.current);
    const broken = { ...businessCardDocument(), sides: [] };
    await expect(createDesign(cart, { name: "Broken", document: broken })).rejects.toThrow();
  });

  it("duplicates a draft under the name it is given", async () => {
    const cart = await createCart(testDb.current);
    const id = await createDesign(cart, { name: "Card", document: businessCardDocument() });
    const copy = await duplicateDesign(id, cart, (name) => `${name} (copy)`);
    expect(await findDesign(copy!, cart)).toMatchObject({
      name: "Card (copy)",
      document: businessCardDocument(),
    });
  });

  it("follow a guest's cart into the account's", async () => {
    const guest = await createCart(testDb.current);
    const account = await createCart(testDb.current);
    const id = await createDesign(guest, { name: "Card", document: businessCardDocument() });
    await moveCartDesigns(testDb.current, guest, account);
    expect(await findDesign(id, account)).toBeDefined();
    expect(await findDesign(id, guest)).toBeUndefined();
  });
});
