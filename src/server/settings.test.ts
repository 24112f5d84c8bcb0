import { describe, expect, it } from "vitest";
import { z } from "zod";
import { invalidationsHeard } from "@/server/cache";
import { shopSettings } from "@/server/db/schema/settings";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { readSetting, storedSetting, writeSetting } from "./settings";

const testDb = freshDatabasePerTest();
const address = z.email();

describe(`shop settings (${testEngine})`, () => {
  it("falls back when nothing is saved, and reads a function fallback only then", async () => {
    expect(await readSetting("support-email", address, "env@example.com")).toBe("env@example.com");
    expect(await readSetting("support-email", address, () => "lazy@example.com")).toBe("lazy@example.com");
  });

  it("reads what was written, through a cache that a write empties", async () => {
    await writeSetting(testDb.current, "support-email", "help@example.com");
    expect(await readSetting("support-email", address, "env@example.com")).toBe("help@example.com");

    await testDb.current.transaction((tx) => writeSetting(tx, "support-email", "desk@example.com"));
    expect(await readSetting("support-email", address, "env@example.com")).toBe("desk@example.com");
    expect(await testDb.current.select().from(shopSettings)).toHaveLength(1);
  });

  it("keeps serving the cached value until a write invalidates it", async () => {
    await writeSetting(testDb.current, "support-email", "help@example.com");
    // On PostgreSQL the write's own notification (and the listener's start) empty the cache a moment
    // later; wait for them, or they empty the cache this test has just filled.
    await invalidationsHeard();
    expect(await readSetting("support-email", address, "env@example.com")).toBe("help@example.com");
    // A change behind the settings service's back (no invalidation) is not seen: the cache answers.
    await testDb.current.update(shopSettings).set({ value: "sneaky@example.com" });
    expect(await readSetting("support-email", address, "env@example.com")).toBe("help@example.com");
  });

  it("falls back when the stored value no longer fits the schema", async () => {
    await testDb.current.insert(shopSettings).values({ key: "support-email", value: { old: true } });
    expect(await readSetting("support-email", address, "env@example.com")).toBe("env@example.com");
    expect(await storedSetting(testDb.current, "support-email")).toEqual({ old: true });
  });

  it("removes the row when written null, so the fallback applies again", async () => {
    await writeSetting(testDb.current, "support-email", "help@example.com");
    await writeSetting(testDb.current, "support-email", null);
    expect(await readSetting("support-email", address, "env@example.com")).toBe("env@example.com");
    expect(await storedSetting(testDb.current, "support-email")).toBeNull();
  });

  it("does not change the cached value when the writing transaction rolls back", async () => {
    await writeSetting(testDb.current, "support-email", "help@example.com");
    await testDb.current
      .transaction(async (tx) => {
        await writeSetting(tx, "support-email", "never@example.com");
        throw new Error("rolled back");
      })
      .catch(() => {});
    expect(await readSetting("support-email", address, "env@example.com")).toBe("help@example.com");
  });
});
