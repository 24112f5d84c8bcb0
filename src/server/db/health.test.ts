import { describe, expect, it } from "vitest";
import { createTestDatabase } from "@/test/database";
import { isDatabaseReachable } from "./health";

describe("isDatabaseReachable", () => {
  it("is true for a live database and false once it is closed", async () => {
    const handle = await createTestDatabase();
    expect(await isDatabaseReachable(handle.db)).toBe(true);
    await handle.close();
    expect(await isDatabaseReachable(handle.db)).toBe(false);
  });
});
