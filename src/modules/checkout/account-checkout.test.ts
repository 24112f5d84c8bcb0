import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as stripeWebhook } from "@/app/api/webhooks/stripe/route";
import { signUpVerified } from "@/modules/accounts/testing";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { startTestPayments, type PaymentsHarness } from "@/modules/payments/testing";
import { userAddresses } from "@/server/db/schema/accounts";
import { orders } from "@/server/db/schema/orders";
import { markEdgeInFront } from "@/server/http/edge/edge-headers";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import { placeOrder, type PlaceOrderResult } from "./actions";
import { checkoutAccount } from "./checkout-account.server";
import { cartWithBusinessCards, validCheckout } from "./test-orders";

vi.mock("next-intl/server", () => ({
  getLocale: async () => "en",
  getTranslations: async () => (key: string) =>
    ({ shipping: "Shipping", paymentFees: "Payment fees" })[key] ?? key,
}));
markEdgeInFront();
// As in place-order.test.ts, plus the browser's session cookie: who is signed in comes from it alone.
vi.mock("next/headers", () => import("@/test/next-headers"));
vi.mock("next/server", () => ({ after: (task: () => unknown) => void Promise.resolve().then(task) }));

const testDb = freshDatabasePerTest();
const nextRequest = nextRequestPerTest({
  clientAddress: () => `203.0.113.${Math.floor(Math.random() * 250)}`,
});
let payments: PaymentsHarness;

beforeAll(async () => {
  payments = await startTestPayments(stripeWebhook);
});
afterAll(() => payments.close());

function placed(result: PlaceOrderResult) {
  if (!result.ok) throw new Error(`expected an order, got ${JSON.stringify(result)}`);
  return result;
}

const addressBook = (userId: string) =>
  testDb.current.select().from(userAddresses).where(eq(userAddresses.userId, userId));

describe(`checkout for a signed-in customer (${testEngine})`, () => {
  let userId: string;
  beforeEach(async () => {
    await seedTestCatalog(testDb.current);
    nextRequest.jar.set("cart", { value: await cartWithBusinessCards(testDb.current) });
    const account = await signUpVerified("nok@example.com");
    userId = account.userId;
    nextRequest.set({ cookie: account.cookie });
  });

  it("makes the order the account's, from the session, whatever the form says", async () => {
    const other = await signUpVerified("ploy@example.com");
    const { orderNumber } = placed(
      await placeOrder({ ...validCheckout(), userId: other.userId, user_id: other.userId }),
    );
    const [order] = await testDb.current.select().from(orders).where(eq(orders.number, orderNumber));
    expect(order!.userId).toBe(userId);
  });

  it("saves the address with the order when asked: the first becomes the default, never twice", async () => {
    placed(await placeOrder({ ...validCheckout(), saveAddress: true }));
    const [order] = await testDb.current.select().from(orders);
    expect(order!.userId).toBe(userId);
    expect(await addressBook(userId)).toEqual([
      expect.objectContaining({
        name: "Somchai Jaidee",
        company: null,
        addressLine1: "99 Sukhumvit Road",
        city: "Austin",
        state: "TX",
        postalCode: "73301",
        country: "US",
        isDefault: true,
      }),
    ]);

    placed(await placeOrder({ ...validCheckout(), saveAddress: true }));
    expect(await addressBook(userId)).toHaveLength(1);
    const office = { ...validCheckout().address, address: "1 Congress Ave" };
    placed(await placeOrder({ ...validCheckout(), address: office, saveAddress: true }));
    const book = await addressBook(userId);
    expect(book.map((row) => [row.addressLine1, row.isDefault]).sort()).toEqual([
      ["1 Congress Ave", false],
      ["99 Sukhumvit Road", true],
    ]);
  });

  it("saves nothing without the box ticked, or when the order is refused", async () => {
    placed(await placeOrder(validCheckout()));
    const refused = await placeOrder({
      ...validCheckout(),
      address: { ...validCheckout().address, state: "ZZ" },
      saveAddress: true,
    });
    expect(refused).toMatchObject({ ok: false, error: "invalid" });
    expect(await addressBook(userId)).toEqual([]);
  });

  it("offers the wizard the account's e-mail and saved addresses, the default first", async () => {
    await testDb.current.insert(userAddresses).values([
      {
        userId,
        name: "Nok",
        addressLine1: "1 Silom Road",
        addressLine2: "Floor 12",
        city: "Bangkok",
        postalCode: "10500",
        country: "TH",
        isDefault: true,
      },
      {
        userId,
        name: "Nok",
        addressLine1: "2 Main St",
        city: "Austin",
        state: "TX",
        postalCode: "73301",
        country: "US",
      },
    ]);
    const account = await checkoutAccount(testDb.current);
    expect(account).toMatchObject({
      email: "nok@example.com",
      addresses: [
        {
          isDefault: true,
          address: {
            name: "Nok",
            company: "",
            address: "1 Silom Road, Floor 12",
            city: "Bangkok",
            state: "",
            postalCode: "10500",
            country: "TH",
          },
        },
        { isDefault: false, address: { address: "2 Main St", state: "TX", country: "US" } },
      ],
    });
  });
});

describe(`guest checkout is unchanged (${testEngine})`, () => {
  beforeEach(async () => {
    await seedTestCatalog(testDb.current);
    nextRequest.jar.set("cart", { value: await cartWithBusinessCards(testDb.current) });
  });

  it("makes an order of nobody's and saves no address, even when asked to", async () => {
    const { userId } = await signUpVerified("nok@example.com");
    placed(await placeOrder({ ...validCheckout(), saveAddress: true, userId }));
    const [order] = await testDb.current.select().from(orders);
    expect(order!.userId).toBeNull();
    expect(await testDb.current.select().from(userAddresses)).toEqual([]);
    expect(await checkoutAccount(testDb.current)).toBeNull();
  });
});
