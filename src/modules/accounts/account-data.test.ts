import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { passkeys, userAddresses, users } from "@/server/db/schema/accounts";
import { markEdgeInFront } from "@/server/http/edge/edge-headers";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import {
  deleteAddress,
  makeDefaultAddress,
  removePasskey,
  saveAddress,
  saveProfile,
  type AddressesResult,
} from "./actions";
import { listAddresses } from "./addresses.server";
import { signUpVerified } from "./test-auth";

markEdgeInFront();
// The actions read the session cookie from the request; outside Next.js the test supplies it.
vi.mock("next/headers", () => import("@/test/next-headers"));

const testDb = freshDatabasePerTest();
const nextRequest = nextRequestPerTest({ clientAddress: "203.0.113.20" });

const home = {
  name: "Somchai Jaidee",
  company: "",
  addressLine1: "99 Sukhumvit Road",
  addressLine2: "",
  city: "Bangkok",
  state: "Bangkok",
  postalCode: "10110",
  country: "TH",
};
const austin = { ...home, city: "Austin", state: "TX", postalCode: "73301", country: "US" };
const office = { ...home, addressLine1: "1 Silom Road", postalCode: "10500" };

function listed(result: AddressesResult) {
  if (!result.ok) throw new Error(`expected addresses, got ${result.error}`);
  return result.addresses;
}

/** Signs up two customers; the requests act as the first unless `as` is called. */
async function twoCustomers() {
  const nok = await signUpVerified("nok@example.com", undefined, { address: "198.51.100.1" });
  const other = await signUpVerified("other@example.com", undefined, { address: "198.51.100.2" });
  const as = (who: { cookie: string }) => nextRequest.set({ cookie: who.cookie });
  as(nok);
  return { nok, other, as };
}

describe(`the customer's profile and addresses (${testEngine})`, () => {
  it("refuses every change without a session", async () => {
    expect(await saveProfile({ name: "Nok" })).toEqual({ ok: false, error: "unauthorized" });
    expect(await saveAddress({ address: home })).toEqual({ ok: false, error: "unauthorized" });
    expect(await makeDefaultAddress({ id: crypto.randomUUID() })).toEqual({
      ok: false,
      error: "unauthorized",
    });
    expect(await testDb.current.select().from(userAddresses)).toHaveLength(0);
  });

  it("validates the profile with translated keys, then saves it trimmed (blank as none)", async () => {
    const { nok } = await twoCustomers();
    expect(await saveProfile({ name: "  ", phone: "call me", company: "x".repeat(121) })).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { name: "nameRequired", phone: "phoneInvalid", company: "tooLong" },
    });
    const saved = await saveProfile({ name: " Nok Jaidee ", phone: "+66 81 234 5678", company: "" });
    expect(saved).toEqual({
      ok: true,
      profile: {
        email: "nok@example.com",
        emailVerified: true,
        name: "Nok Jaidee",
        phone: "+66 81 234 5678",
        company: null,
      },
    });
    const [row] = await testDb.current.select().from(users).where(eq(users.id, nok.userId));
    expect(row).toMatchObject({ name: "Nok Jaidee", phone: "+66 81 234 5678", company: null });
  });

  it("adds, edits, makes default and deletes, with exactly one default throughout", async () => {
    await twoCustomers();
    expect(await saveAddress({ address: { ...home, postalCode: "", country: "" } })).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { postalCode: "postalCodeRequired", country: "countryRequired" },
    });

    const first = listed(await saveAddress({ address: home }));
    expect(first).toMatchObject([{ addressLine1: "99 Sukhumvit Road", isDefault: true, company: null }]);
    const both = listed(await saveAddress({ address: office }));
    expect(both.map((address) => [address.addressLine1, address.isDefault])).toEqual([
      ["99 Sukhumvit Road", true],
      ["1 Silom Road", false],
    ]);
    const homeId = both[0]!.id;
    const officeId = both[1]!.id;

    const edited = listed(await saveAddress({ id: officeId, address: { ...office, city: "Chiang Mai" } }));
    expect(edited.find((address) => address.id === officeId)?.city).toBe("Chiang Mai");

    const switched = listed(await makeDefaultAddress({ id: officeId }));
    expect(switched.map((address) => [address.id, address.isDefault])).toEqual([
      [officeId, true],
      [homeId, false],
    ]);
    // Making the default the default again changes nothing.
    expect(listed(await makeDefaultAddress({ id: officeId })).filter((a) => a.isDefault)).toHaveLength(1);

    // Deleting the default hands it to the one left.
    expect(listed(await deleteAddress({ id: officeId }))).toMatchObject([{ id: homeId, isDefault: true }]);
    expect(listed(await deleteAddress({ id: homeId }))).toEqual([]);
  });

  it("refuses at save the postal codes and states checkout refuses, naming the field", async () => {
    await twoCustomers();
    const refused = async (address: object) => {
      const result = await saveAddress({ address });
      return result.ok ? result : result.error === "invalid" ? result.fieldErrors : result;
    };
    for (const postalCode of ["ABCDE", "1", "!!!!"])
      expect(await refused({ ...austin, postalCode })).toEqual({ postalCode: "postalCodeInvalid" });
    expect(await refused({ ...home, postalCode: "1011" })).toEqual({ postalCode: "postalCodeInvalid" });
    expect(await refused({ ...austin, state: "ZZ" })).toEqual({ state: "stateUnknown" });
    expect(await refused({ ...austin, state: "" })).toEqual({ state: "stateRequired" });
    expect(await refused({ ...home, state: "" })).toEqual({ state: "provinceRequired" });
    expect(await refused({ ...home, state: "Atlantis" })).toEqual({ state: "provinceUnknown" });
    expect(await testDb.current.select().from(userAddresses)).toEqual([]);

    // Valid ones are kept in the list's own spelling.
    const saved = listed(await saveAddress({ address: { ...home, state: " bangkok " } }));
    expect(saved).toMatchObject([{ state: "Bangkok", postalCode: "10110" }]);
    const both = listed(await saveAddress({ address: { ...austin, state: "tx", postalCode: "73301-0001" } }));
    expect(both.map((address) => address.state)).toEqual(["Bangkok", "TX"]);
    expect(
      listed(await saveAddress({ address: { ...home, country: "GB", state: "", postalCode: "SW1A 1AA" } })),
    ).toHaveLength(3);
  });

  it("treats another customer's address like one that does not exist, in every action", async () => {
    const { nok, other, as } = await twoCustomers();
    as(other);
    const [theirs] = listed(await saveAddress({ address: home }));
    as(nok);
    const [mine] = listed(await saveAddress({ address: office }));
    const missing = { ok: false, error: "notFound" };

    for (const id of [theirs!.id, crypto.randomUUID(), "not-an-id"]) {
      expect(await saveAddress({ id, address: { ...home, city: "Hacked" } })).toEqual(missing);
      expect(await makeDefaultAddress({ id })).toEqual(missing);
      expect(await deleteAddress({ id })).toEqual(missing);
    }
    expect(await listAddresses(other.userId)).toEqual([{ ...theirs, isDefault: true }]);
    expect(await listAddresses(nok.userId)).toEqual([{ ...mine, isDefault: true }]);
  });

  it("removes only the customer's own passkeys", async () => {
    const { nok, other } = await twoCustomers();
    const passkey = (userId: string) => ({
      id: crypto.randomUUID(),
      userId,
      name: "Laptop",
      publicKey: "key",
      credentialID: crypto.randomUUID(),
      counter: 0,
      deviceType: "singleDevice",
      backedUp: false,
      createdAt: new Date(),
    });
    const theirs = passkey(other.userId);
    const mine = passkey(nok.userId);
    await testDb.current.insert(passkeys).values([theirs, mine]);

    expect(await removePasskey({ id: theirs.id })).toEqual({ ok: false, error: "notFound" });
    expect(await removePasskey({ id: mine.id })).toEqual({ ok: true });
    const left = await testDb.current.select({ id: passkeys.id }).from(passkeys);
    expect(left).toEqual([{ id: theirs.id }]);
  });
});
