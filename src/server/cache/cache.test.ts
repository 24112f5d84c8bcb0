import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import {
  cacheListenerPid,
  cacheListening,
  cachedValue,
  createCache,
  invalidateTags,
  invalidationsHeard,
  resetProcessCaches,
} from "./index";
import { onAnyInvalidation } from "./cache";
import { CACHE_CHANNEL } from "./listener";
import { eventually } from "@/test/eventually";

/** A load that counts its calls and answers the call number, so a test sees when it ran again. */
function counter() {
  const load = vi.fn(async () => load.mock.calls.length);
  return load;
}

describe("process cache", () => {
  it("loads once for callers asking at the same time", async () => {
    let finish: (value: string) => void = () => {};
    const load = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const read = cachedValue({ name: "test", tags: ["t"], ttlMs: 60_000 }, load);
    const answers = Promise.all([read(), read(), read()]);
    finish("catalog");
    expect(await answers).toEqual(["catalog", "catalog", "catalog"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("answers from memory until the TTL, then loads again", async () => {
    let now = 0;
    const load = counter();
    const read = cachedValue({ name: "test", tags: ["t"], ttlMs: 1_000, now: () => now }, load);
    expect(await read()).toBe(1);
    now = 999;
    expect(await read()).toBe(1);
    now = 1_000;
    expect(await read()).toBe(2);
  });

  it("empties the caches holding an invalidated tag and only those", async () => {
    const catalog = counter();
    const rates = counter();
    const readCatalog = cachedValue({ name: "a", tags: ["catalog-test"], ttlMs: 60_000 }, catalog);
    const readRates = cachedValue({ name: "b", tags: ["rates-test", "other"], ttlMs: 60_000 }, rates);
    await readCatalog();
    await readRates();
    await invalidateTags(["other"]);
    expect(await readCatalog()).toBe(1);
    expect(await readRates()).toBe(2);
  });

  it("does not keep a value whose load was still running when its tag was invalidated", async () => {
    let finish: (value: string) => void = () => {};
    const read = cachedValue(
      { name: "test", tags: ["in-flight"], ttlMs: 60_000 },
      vi
        .fn<() => Promise<string>>()
        .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
        .mockResolvedValue("new"),
    );
    const before = read();
    await invalidateTags(["in-flight"]);
    finish("old");
    expect(await before).toBe("old"); // asked before the change
    expect(await read()).toBe("new");
  });

  it("does not keep a failed load", async () => {
    const read = cachedValue(
      { name: "test", tags: ["t"], ttlMs: 60_000 },
      vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error("down")).mockResolvedValue("up"),
    );
    await expect(read()).rejects.toThrow("down");
    expect(await read()).toBe("up");
  });

  it("keeps at most its maximum of keys, dropping the least recently used", async () => {
    const cache = createCache({ name: "test", tags: ["t"], ttlMs: 60_000, maxEntries: 2 });
    const load = counter();
    await cache.get("a", load);
    await cache.get("b", load);
    await cache.get("a", load); // now the most recent
    await cache.get("c", load); // pushes out b
    expect(cache.size).toBe(2);
    expect(await cache.get("a", load)).toBe(1);
    expect(await cache.get("b", load)).toBe(4);
  });

  it("forgets everything on a process reset", async () => {
    const load = counter();
    const read = cachedValue({ name: "test", tags: ["t"], ttlMs: 60_000 }, load);
    await read();
    resetProcessCaches();
    expect(await read()).toBe(2);
  });

  it("empties a cache once disposed", async () => {
    const cache = createCache({ name: "test", tags: ["t"], ttlMs: 60_000 });
    await cache.get("a", counter());
    cache.dispose();
    expect(cache.size).toBe(0);
  });
});

// LISTEN/NOTIFY needs a server: PGlite is one process, where clearing locally is all there is to do.
describe.skipIf(testEngine === "pglite")(
  "process cache on PostgreSQL (invalidations between processes; skipped on PGlite, which has one process)",
  () => {
    const testDb = freshDatabasePerTest();
    const notify = (payload: string) =>
      testDb.current.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${payload})`);

    it("empties a cache when any connection sends its tag", async () => {
      const load = counter();
      const read = cachedValue({ name: "test", tags: ["catalog-test"], ttlMs: 60_000 }, load);
      await read();
      await cacheListening();
      await read();
      const loads = load.mock.calls.length;
      await notify(JSON.stringify(["unrelated"]));
      await notify(JSON.stringify(["catalog-test"]));
      await vi.waitFor(async () => expect(await read()).toBe(loads + 1), eventually);
    });

    it("drops again, at commit, a value read while the invalidating transaction was still open", async () => {
      const load = counter();
      const read = cachedValue({ name: "test", tags: ["tx-test"], ttlMs: 60_000 }, load);
      await cacheListening();
      await read();
      await testDb.current.transaction(async (tx) => {
        await invalidateTags(["tx-test"], tx);
        expect(await read()).toBe(2); // another request, which still sees the rows before the commit
      });
      await vi.waitFor(async () => expect(await read()).toBe(3), eventually);
    });

    it("has heard its own invalidation once invalidationsHeard resolves, so what is loaded after stays", async () => {
      const load = counter();
      const read = cachedValue({ name: "test", tags: ["echo-test"], ttlMs: 60_000 }, load);
      await cacheListening();
      await read();
      await invalidateTags(["echo-test"]);
      await invalidationsHeard();
      expect(await read()).toBe(2);
      // Another round trip through the channel: had the echo still been on its way, it would clear now.
      await invalidationsHeard();
      expect(await read()).toBe(2);
    });

    it("keeps everything when only a marker goes round, the copies that drop on any tag included", async () => {
      await cacheListening();
      const dropped = vi.fn();
      const unregister = onAnyInvalidation("test pages", dropped);
      await invalidationsHeard();
      unregister();
      expect(dropped).not.toHaveBeenCalled();
    });

    it("clears everything and listens again when the listening connection drops", async () => {
      const load = counter();
      const read = cachedValue({ name: "test", tags: ["drop-test"], ttlMs: 60_000 }, load);
      await cacheListening();
      await read();
      const pid = cacheListenerPid();
      expect(pid).toBeDefined();
      await testDb.current.execute(sql`select pg_terminate_backend(${pid})`);
      // Notifications sent meanwhile are lost, so nothing read before may be trusted.
      await vi.waitFor(async () => expect(await read()).toBe(2), eventually);
      await vi.waitFor(() => {
        expect(cacheListenerPid()).toEqual(expect.any(Number));
        expect(cacheListenerPid()).not.toBe(pid);
      }, eventually);
      const loads = load.mock.calls.length;
      await notify(JSON.stringify(["drop-test"]));
      await vi.waitFor(async () => expect(await read()).toBe(loads + 1), eventually);
    });
  },
);
