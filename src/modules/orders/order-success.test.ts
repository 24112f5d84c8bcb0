import { describe, expect, it } from "vitest";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { insertTestOrder } from "@/test/order-fixture";
import { findOrderForSuccessPage } from "./order-success.server";

const testDb = freshDatabasePerTest();
const sessionId = "cs_test_a1B2c3D4e5F6g7H8i9J0";

describe(`order success lookup (${testEngine})`, () => {
  it("shows the order to the visitor returning with its payment session", async () => {
    await insertTestOrder(testDb.current, { paymentSessionId: sessionId });
    const order = await findOrderForSuccessPage(testDb.current, { number: "PG-7KQ2M9XB", sessionId });
    expect(order).toMatchObject({ number: "PG-7KQ2M9XB", email: "somchai@example.com" });
  });

  it("shows nothing with another, a missing or a partial session id", async () => {
    await insertTestOrder(testDb.current, { paymentSessionId: sessionId });
    for (const other of [
      "",
      "cs_test_other",
      sessionId.slice(0, -1),
      `${sessionId}x`,
      sessionId.toUpperCase(),
    ]) {
      expect(
        await findOrderForSuccessPage(testDb.current, { number: "PG-7KQ2M9XB", sessionId: other }),
      ).toBeUndefined();
    }
  });

  it("shows nothing for an order whose payment page was never created", async () => {
    await insertTestOrder(testDb.current, { paymentSessionId: null });
    expect(
      await findOrderForSuccessPage(testDb.current, { number: "PG-7KQ2M9XB", sessionId: "" }),
    ).toBeUndefined();
  });

  it("shows nothing for an unknown or odd number", async () => {
    await insertTestOrder(testDb.current, { paymentSessionId: sessionId });
    for (const number of ["PG-AAAAAAAA", "", "\u0000", "x".repeat(5000)]) {
      expect(await findOrderForSuccessPage(testDb.current, { number, sessionId })).toBeUndefined();
    }
  });
});
