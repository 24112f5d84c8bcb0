import { Writable } from "node:stream";
import { format } from "node:util";
import { describe, expect, it } from "vitest";
import { orders } from "@/server/db/schema/orders";
import { freshDatabasePerTest } from "@/test/database";
import { insertTestOrder } from "@/test/order-fixture";
import { createLogger } from "./log";
import { printErrorsWithoutValues } from "./log-error";

const testDb = freshDatabasePerTest();

/** A logger whose lines land in `lines`, as they would on stdout. */
function capturedLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString("utf8"));
      done();
    },
  });
  return { logger: createLogger({ level: "info", destination }), output: () => lines.join("") };
}

async function failedQuery(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected the query to fail");
}

describe("log", () => {
  it("logs a failed query with its SQL but without the parameters (personal data)", async () => {
    // NUL cannot be stored: the driver refuses the row, and the error carries every value sent.
    const error = await failedQuery(() =>
      insertTestOrder(testDb.current, { shippingName: "Somchai\u0000Jaidee", email: "somchai@example.com" }),
    );
    const { logger, output } = capturedLogger();
    logger.error({ err: error }, "query failed");
    logger.error(error as Error);
    const text = output();
    expect(text).toContain('insert into \\"orders\\"');
    expect(text).not.toMatch(/somchai@example\.com|Somchai|\+66 81 234 5678|Sukhumvit/i);
    expect(text).not.toMatch(/"params"|"detail"|"where"|params:/);
  });

  it("prints errors Next logs itself (console.error) without the values a failed query was sent with", async () => {
    const error = await failedQuery(() =>
      insertTestOrder(testDb.current, { shippingName: "Somchai\u0000Jaidee", email: "somchai@example.com" }),
    );
    const printed: string[] = [];
    const target = {
      error: (...args: unknown[]) => printed.push(format(...args)),
      warn: (...args: unknown[]) => printed.push(format(...args)),
    };
    printErrorsWithoutValues(target);
    // What Next does with a page's error: the error as it is, with its fields, then a line of text.
    target.error(error);
    target.warn(`Failed query: select 1\nparams: somchai@example.com`);
    const text = printed.join("\n");
    expect(text).toContain('insert into "orders"');
    expect(text).not.toMatch(/somchai@example\.com|Somchai|Sukhumvit/i);
    expect(text).not.toMatch(/params|detail:|where:/);
  });

  it("logs a unique-key conflict without the key's value", async () => {
    await insertTestOrder(testDb.current, { number: "PG-SECRET01" });
    const error = await failedQuery(() =>
      testDb.current.insert(orders).values({ ...baseOrder(), number: "PG-SECRET01" }),
    );
    const { logger, output } = capturedLogger();
    logger.error({ err: error }, "query failed");
    expect(output()).not.toContain("PG-SECRET01");
    expect(output()).toContain("23505");
  });
});

function baseOrder() {
  return {
    locale: "en",
    checkoutKey: crypto.randomUUID(),
    email: "dao@example.com",
    phone: "+66 81 000 0000",
    shippingName: "Dao Sri",
    shippingAddress: "1 Silom Road",
    shippingCity: "Bangkok",
    shippingPostalCode: "10500",
    shippingCountry: "TH",
    shippingLevel: "cp_ground",
    deliveryMinDays: 3,
    deliveryMaxDays: 5,
    paymentMethod: "stripe",
    subtotal: 100,
    shippingCost: 100,
    paymentFee: 10,
    total: 210,
    totalUsd: 210,
  };
}
