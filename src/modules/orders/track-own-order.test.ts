import { beforeEach, describe, expect, it, vi } from "vitest";
import { signUpVerified } from "@/modules/accounts/testing";
import { users } from "@/server/db/schema/accounts";
import { markEdgeInFront } from "@/server/http/edge/edge-headers";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import { insertTestOrder } from "@/test/order-fixture";
import { trackOrder, type TrackOrderState } from "./actions";
import { findOwnOrderForTracking } from "./tracking.server";

markEdgeInFront();
// The action reads the session cookie and the client address; outside Next.js these stand in.
vi.mock("next/headers", () => import("@/test/next-headers"));

const testDb = freshDatabasePerTest();
const nextRequest = nextRequestPerTest({
  clientAddress: () => `203.0.113.${Math.floor(Math.random() * 250)}`,
});

function lookup(order: string, email = ""): Promise<TrackOrderState> {
  const form = new FormData();
  form.set("order", order);
  form.set("email", email);
  return trackOrder({ status: "idle" }, form);
}

describe(`tracking one's own order (${testEngine})`, () => {
  let nok: { cookie: string; userId: string };
  beforeEach(async () => {
    nok = await signUpVerified("nok@example.com");
    await insertTestOrder(testDb.current, {
      number: "PG-MINE2345",
      userId: nok.userId,
      email: "x@example.com",
    });
    await insertTestOrder(testDb.current, { number: "PG-GUEST234", email: "Nok@Example.com" });
    await insertTestOrder(testDb.current, { number: "PG-THEIRS23", email: "somchai@example.com" });
  });

  it("finds the owner's orders by number alone: placed signed in, or as a guest with the verified e-mail", async () => {
    nextRequest.set({ cookie: nok.cookie });
    // The card's cancel form sends the order's e-mail back: the lookup fills it in.
    expect(await lookup("PG-MINE2345")).toMatchObject({
      status: "found",
      order: { number: "PG-MINE2345" },
      values: { email: "x@example.com" },
    });
    expect(await lookup("pg-guest234")).toMatchObject({
      status: "found",
      order: { number: "PG-GUEST234" },
      values: { email: "Nok@Example.com" },
    });
  });

  it("answers anyone else's order without its e-mail as any miss, and still finds it with it", async () => {
    nextRequest.set({ cookie: nok.cookie });
    expect(await lookup("PG-THEIRS23")).toMatchObject({ status: "error", error: "notFound" });
    expect(await lookup("PG-NOSUCH23")).toMatchObject({ status: "error", error: "notFound" });
    expect(await lookup("PG-THEIRS23", "somchai@example.com")).toMatchObject({ status: "found" });
  });

  it("still asks a signed-out visitor for the e-mail, even for an account's order", async () => {
    expect(await lookup("PG-MINE2345")).toMatchObject({ status: "error", error: "emailRequired" });
    expect(await lookup("PG-MINE2345", "nok@example.com")).toMatchObject({
      status: "error",
      error: "notFound",
    });
    expect(await lookup("PG-MINE2345", "x@example.com")).toMatchObject({ status: "found" });
  });

  it("gives guest orders only to an owner whose e-mail is verified, and never another account's", async () => {
    const [unverified] = await testDb.current
      .insert(users)
      .values({ id: "u-unverified", name: "somchai", email: "somchai@example.com", emailVerified: false })
      .returning();
    const owner = { id: unverified!.id, email: unverified!.email, emailVerified: false };
    expect(await findOwnOrderForTracking(testDb.current, "PG-THEIRS23", owner)).toBeUndefined();
    expect(
      await findOwnOrderForTracking(testDb.current, "PG-THEIRS23", { ...owner, emailVerified: true }),
    ).toMatchObject({ number: "PG-THEIRS23" });
    // An order placed by Nok's account, even with an e-mail that is someone else's verified one.
    await insertTestOrder(testDb.current, {
      number: "PG-NOKS2345",
      userId: nok.userId,
      email: "somchai@example.com",
    });
    expect(
      await findOwnOrderForTracking(testDb.current, "PG-NOKS2345", { ...owner, emailVerified: true }),
    ).toBeUndefined();
  });
});
