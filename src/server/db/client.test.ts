import { describe, expect, it } from "vitest";
import { createTestDatabase, testEngine } from "@/test/database";
import { PGLITE_SHARED_BUFFERS } from "./client";

describe.skipIf(testEngine !== "pglite")("the embedded database", () => {
  it("keeps a 32 MB buffer pool instead of Postgres's 128 MB, and its UTC time zone", async () => {
    const handle = await createTestDatabase();
    if (handle.kind !== "pglite") throw new Error("expected PGlite");
    try {
      const buffers = await handle.client.query<{ shared_buffers: string }>("show shared_buffers");
      expect(buffers.rows[0]?.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
      const zone = await handle.client.query<{ TimeZone: string }>("show timezone");
      expect(zone.rows[0]?.TimeZone).toBe("UTC");
    } finally {
      await handle.close();
    }
  });
});
