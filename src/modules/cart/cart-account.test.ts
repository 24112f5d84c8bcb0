import { beforeEach, describe, expect, it, vi } from "vitest";
import { GET as cartRoute } from "@/app/api/cart/route";
import { callAuth, cookieHeader, signUpVerified } from "@/modules/accounts/testing";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { carts } from "@/server/db/schema/cart";
import { uploads } from "@/server/db/schema/uploads";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import { addToCart, changeCartQuantity, removeFromCart, type CartActionResult } from "./actions";
import { addCartLine } from "./cart-store.server";
import type { CartView } from "./schema";
import { uploadInThisBrowser } from "./testing";
import { cartIdForAdding } from "./visitor-cart.server";

vi.mock("next-intl/server", () => ({ getLocale: async () => "en" }));
// One "browser" at a time: its session cookie (Better Auth's) and its cart cookie, as Next would read them.
vi.mock("next/headers", () => import("@/test/next-headers"));

const testDb = freshDatabasePerTest();
const nextRequest = nextRequestPerTest();

type Browser = { session: string; jar: Map<string, { value: string }> };
const newBrowser = (): Browser => ({ session: "", jar: new Map() });
function use(which: Browser) {
  nextRequest.set({ cookie: which.session, jar: which.jar });
}

function cartOf(result: CartActionResult): CartView {
  if (!result.ok) throw new Error(`expected a cart, got ${result.error}`);
  return result.cart;
}

/** What the header's cart button shows: GET /api/cart. */
async function cartOnScreen(): Promise<CartView> {
  const response = await cartRoute(new Request("http://localhost/api/cart?lang=en"), undefined);
  return (await response.json()) as CartView;
}

const cards = (uploadId: string, quantity: number, finish = "gloss") => ({
  productId: 1,
  quantity,
  options: { finish, pack: "500" },
  files: [{ areaId: "front", uploadId }],
});

async function signIn(email: string): Promise<string> {
  const response = await callAuth("POST", "/sign-in/email", { email, password: "correct horse battery" });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return cookieHeader(response.cookies);
}

/** A design uploaded in the browser in use: it belongs to that browser's cart (made if needed). */
const upload = () => uploadInThisBrowser(testDb.current, { originalName: "design.pdf" });

/**
 * The same design's line written straight into the cart of the browser in use. A visitor can only
 * add their own uploads, so the same file lands in two carts only through "Order again"; this stands in.
 */
async function sameLineInThisBrowser(design: string, quantity: number) {
  const cartId = await cartIdForAdding(testDb.current);
  const { files, ...line } = cards(design, quantity);
  await addCartLine(testDb.current, cartId, { ...line, files });
}

describe(`the cart follows the account (${testEngine})`, () => {
  beforeEach(async () => {
    await seedTestCatalog(testDb.current);
  });

  it("merges this browser's guest cart into the account's at sign-in: same line adds up, capped", async () => {
    const { cookie, userId } = await signUpVerified("nok@example.com");
    const phone = newBrowser();
    use(phone);
    const design = await upload();

    const laptop = { ...newBrowser(), session: cookie };
    use(laptop);
    await sameLineInThisBrowser(design, 3);

    use(phone);
    cartOf(await addToCart(cards(design, 2)));
    cartOf(await addToCart(cards(design, 1, "matte")));
    const guestCartId = phone.jar.get("cart")!.value;

    phone.session = await signIn("nok@example.com");
    use(phone);
    const merged = await cartOnScreen();
    expect(merged.lines.map((line) => [line.options[0]!.value, line.quantity])).toEqual([
      ["Gloss", 5],
      ["Matte", 1],
    ]);
    const rows = await testDb.current.select().from(carts);
    expect(rows).toEqual([expect.objectContaining({ userId })]);
    expect(rows[0]!.id).not.toBe(guestCartId);

    // A later guest cart of 99 of the same line: the account's 5 + 99 stops at the product's maximum
    // (premium business cards: 100 boxes), priced at the tier the merged quantity reached.
    const tablet = newBrowser();
    use(tablet);
    await sameLineInThisBrowser(design, 99);
    tablet.session = await signIn("nok@example.com");
    use(tablet);
    expect((await cartOnScreen()).lines[0]).toMatchObject({ quantity: 100, percentOff: 15 });
  });

  it("accepts a guest's own upload after signing in, whether the guest cart is claimed or merged", async () => {
    const { cookie, userId } = await signUpVerified("nok@example.com");
    // Claimed: the account had no cart, so the guest cart made by the upload becomes it.
    const phone = newBrowser();
    use(phone);
    const first = await upload();
    phone.session = cookie;
    use(phone);
    expect(cartOf(await addToCart(cards(first, 1))).itemCount).toBe(1);

    // Merged: another browser's guest uploads, then signs in; the file moves to the account's cart.
    const tablet = newBrowser();
    use(tablet);
    const second = await upload();
    tablet.session = await signIn("nok@example.com");
    use(tablet);
    expect(cartOf(await addToCart(cards(second, 2))).itemCount).toBe(3);
    const [accountCart] = await testDb.current.select().from(carts);
    expect(accountCart).toMatchObject({ userId });
    expect((await testDb.current.select().from(uploads)).map((row) => row.cartId)).toEqual([
      accountCart!.id,
      accountCart!.id,
    ]);
  });

  it("claims the guest cart when the account has none: same cart, now the account's", async () => {
    const { cookie, userId } = await signUpVerified("nok@example.com");
    const phone = newBrowser();
    use(phone);
    cartOf(await addToCart(cards(await upload(), 2)));
    const guestCartId = phone.jar.get("cart")!.value;

    phone.session = cookie;
    use(phone);
    expect((await cartOnScreen()).itemCount).toBe(2);
    expect(await testDb.current.select().from(carts)).toEqual([
      expect.objectContaining({ id: guestCartId, userId }),
    ]);
  });

  it("shows a signed-out browser nothing of the account's cart, even with its cookie", async () => {
    const { cookie } = await signUpVerified("nok@example.com");
    const shared = { ...newBrowser(), session: cookie };
    use(shared);
    cartOf(await addToCart(cards(await upload(), 2)));
    const accountLine = (await cartOnScreen()).lines[0]!;
    // Still signed in but without a cart cookie: the account's cart all the same.
    shared.jar.clear();
    expect((await cartOnScreen()).itemCount).toBe(2);

    // Signed out, with a cookie that names the account's cart (claimed earlier in this browser).
    const [accountCart] = await testDb.current.select().from(carts);
    const signedOut = { session: "", jar: new Map([["cart", { value: accountCart!.id }]]) };
    use(signedOut);
    expect((await cartOnScreen()).lines).toEqual([]);
    expect(cartOf(await removeFromCart({ lineId: accountLine.id })).lines).toEqual([]);
    expect(cartOf(await changeCartQuantity({ lineId: accountLine.id, quantity: 0 })).lines).toEqual([]);
    // Uploading and adding make a new guest cart instead of touching the account's.
    expect(cartOf(await addToCart(cards(await upload(), 1))).itemCount).toBe(1);
    expect(signedOut.jar.get("cart")!.value).not.toBe(accountCart!.id);

    use(shared);
    expect((await cartOnScreen()).lines).toMatchObject([{ id: accountLine.id, quantity: 2 }]);
  });

  it("never merges a cart that belongs to another account", async () => {
    const nok = await signUpVerified("nok@example.com");
    const shared = newBrowser();
    use(shared);
    cartOf(await addToCart(cards(await upload(), 2)));
    // Nok signs in here: the guest cart, still named by the cookie, becomes Nok's.
    use({ ...shared, session: nok.cookie });
    expect((await cartOnScreen()).itemCount).toBe(2);

    // Nok signs out; Ploy signs in on the same computer, whose cookie still names Nok's cart.
    shared.session = (await signUpVerified("ploy@example.com")).cookie;
    use(shared);
    expect((await cartOnScreen()).lines).toEqual([]);
    use({ ...shared, session: nok.cookie });
    expect((await cartOnScreen()).itemCount).toBe(2);
  });

  it("gives two browsers of one account one cart", async () => {
    const { cookie } = await signUpVerified("nok@example.com");
    const laptop = { ...newBrowser(), session: cookie };
    const phone = { ...newBrowser(), session: await signIn("nok@example.com") };
    use(laptop);
    const line = cartOf(await addToCart(cards(await upload(), 2))).lines[0]!;
    // A signed-in customer's cart needs no cookie: it belongs to the account.
    expect(laptop.jar.has("cart")).toBe(false);

    use(phone);
    expect((await cartOnScreen()).lines).toMatchObject([{ id: line.id, quantity: 2 }]);
    cartOf(await changeCartQuantity({ lineId: line.id, quantity: 7 }));
    use(laptop);
    expect((await cartOnScreen()).lines).toMatchObject([{ id: line.id, quantity: 7 }]);
    expect(await testDb.current.select().from(carts)).toHaveLength(1);
  });
});
