import { afterEach, describe, expect, it } from "vitest";
import { consumeRateLimit } from "@/server/rate-limit";
import { freshDatabasePerTest } from "@/test/database";
import { rawRequest, startEdge } from "./edge-test-server";

const testDb = freshDatabasePerTest();
let running: Awaited<ReturnType<typeof startEdge>> | undefined;
afterEach(() => running?.close());

describe("rate limits behind the custom server", () => {
  it("keep the key on the socket's address whatever X-Forwarded-For says", async () => {
    running = await startEdge("", false, (client) =>
      consumeRateLimit(testDb.current, `test:${client}`, { limit: 2, windowSeconds: 60 }),
    );
    const statuses: number[] = [];
    for (const spoofed of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
      const response = await rawRequest(running.base, "/", {
        headers: { "x-forwarded-for": spoofed, "x-printgo-client-address": spoofed },
      });
      expect(JSON.parse(response.body).client).toBe("127.0.0.1");
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
