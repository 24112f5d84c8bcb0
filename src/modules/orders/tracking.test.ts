import { describe, expect, it } from "vitest";
import type { Executor } from "@/server/db";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { insertTestOrder } from "@/test/order-fixture";
import { findOrderForTracking } from "./tracking.server";

const testDb = freshDatabasePerTest();

describe(`order tracking lookup (${testEngine})`, () => {
  it("finds the order by number and e-mail, in any case and with or without the PG- prefix", async () => {
    await insertTestOrder(testDb.current, { number: "PG-7KQ2M9XB", email: "Somchai@Example.com" });
    for (const number of ["PG-7KQ2M9XB", "pg-7kq2m9xb", " 7KQ2M9XB ", "7kq2m9xb", "PG‑7KQ2M9XB"]) {
      for (const email of ["somchai@example.com", "SOMCHAI@EXAMPLE.COM", "  Somchai@Example.com "]) {
        const order = await findOrderForTracking(testDb.current, { number, email });
        expect(order?.number, `${number} / ${email}`).toBe("PG-7KQ2M9XB");
      }
    }
  });

  it("returns the whole order: address, items and history", async () => {
    await insertTestOrder(testDb.current);
    const order = await findOrderForTracking(testDb.current, {
      number: "PG-7KQ2M9XB",
      email: "somchai@example.com",
    });
    expect(order).toMatchObject({
      status: "pending",
      shipping: { name: "Somchai Jaidee", country: "TH", level: "cp_ground" },
      items: [{ productReference: "business_card_premium", options: [{ name: "Finish", value: "Gloss" }] }],
      history: [{ status: "pending", paymentStatus: "unpaid", source: "checkout" }],
    });
  });

  it("never reveals an order without the e-mail it was placed with", async () => {
    await insertTestOrder(testDb.current);
    for (const email of ["someone@example.com", "", "somchai@example.co", "somchai@example.com.evil"]) {
      expect(await findOrderForTracking(testDb.current, { number: "PG-7KQ2M9XB", email })).toBeUndefined();
    }
  });

  it("answers an unknown number exactly as a wrong e-mail", async () => {
    await insertTestOrder(testDb.current);
    const unknown = await findOrderForTracking(testDb.current, {
      number: "PG-AAAAAAAA",
      email: "somchai@example.com",
    });
    const wrongEmail = await findOrderForTracking(testDb.current, {
      number: "PG-7KQ2M9XB",
      email: "other@example.com",
    });
    expect(unknown).toBeUndefined();
    expect(wrongEmail).toStrictEqual(unknown);
  });

  it("does the same database work for an unknown number as for a wrong e-mail", async () => {
    await insertTestOrder(testDb.current);
    const counted = (): { database: Executor; selects: () => number } => {
      let selects = 0;
      const database = new Proxy(testDb.current, {
        get(target, property, receiver) {
          if (property === "select") selects += 1;
          return Reflect.get(target, property, receiver);
        },
      });
      return { database, selects: () => selects };
    };
    const unknown = counted();
    await findOrderForTracking(unknown.database, { number: "PG-AAAAAAAA", email: "somchai@example.com" });
    const wrongEmail = counted();
    await findOrderForTracking(wrongEmail.database, { number: "PG-7KQ2M9XB", email: "x@example.com" });
    expect(unknown.selects()).toBe(1);
    expect(wrongEmail.selects()).toBe(unknown.selects());
  });

  it("shrugs off odd input (blank, control characters, very long) without a database error", async () => {
    await insertTestOrder(testDb.current);
    for (const number of ["", "   ", "PG-\u0000X", "x".repeat(10_000), "'; drop table orders; --"]) {
      expect(
        await findOrderForTracking(testDb.current, { number, email: "somchai@example.com" }),
      ).toBeUndefined();
    }
  });
});
