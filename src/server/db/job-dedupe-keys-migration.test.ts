import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs } from "@/server/db/schema/jobs";
import { migrationsFolder } from "@/server/db/migrate";
import { freshDatabasePerTest, testEngine } from "@/test/database";

const testDb = freshDatabasePerTest();

/** Migration 0004, run again on rows as the release before it stored them. */
const renameLegacyKeys = readFileSync(
  path.join(migrationsFolder, "0004_job_dedupe_keys_name_prefixed.sql"),
  "utf8",
);

describe(`dedupe keys stored before every key was name-prefixed (${testEngine})`, () => {
  it("are renamed to the new format, so an order mailed before the release is not mailed again", async () => {
    const mailed = crypto.randomUUID();
    const shipped = crypto.randomUUID();
    const period = 492_000;
    await testDb.current.insert(jobs).values([
      {
        kind: "mail.order-confirmation",
        payload: { orderId: mailed },
        dedupeKey: `order-confirmation:${mailed}`,
      },
      { kind: "mail.order-shipped", payload: { orderId: shipped }, dedupeKey: `order-shipped:${shipped}` },
      { kind: "provider.submit", payload: { orderId: mailed }, dedupeKey: `provider.submit:${mailed}` },
      { kind: "uploads.cleanup", payload: {}, dedupeKey: `uploads.cleanup:${period}` },
    ]);

    await testDb.current.execute(sql.raw(renameLegacyKeys));

    const keys = await testDb.current.select({ key: jobs.dedupeKey }).from(jobs).orderBy(jobs.id);
    expect(keys.map((row) => row.key)).toEqual([
      `mail.order-confirmation:${mailed}`,
      `mail.order-shipped:${shipped}`,
      `provider.submit:${mailed}`,
      `uploads.cleanup:${period}`,
    ]);
  });
});
