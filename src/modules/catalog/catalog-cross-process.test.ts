import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { invalidateTags } from "@/server/cache";
import { currentDatabaseHandle } from "@/server/db/client";
import { products } from "@/server/db/schema/catalog";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { editableProduct, editProduct } from "./catalog-edit.server";
import { CATALOG_TAG } from "./catalog.server";
import { productFormValues, seedTestCatalog } from "./testing";
import { productEditInput } from "./product-edit";
import type { ReaderReply } from "./test-catalog-reader";
import { eventually } from "@/test/eventually";

const READER = path.join(import.meta.dirname, "test-catalog-reader.ts");
/** Starting a child through tsx takes a few seconds on two shared cores. */
const START_TIMEOUT_MS = 30_000;

/** Another app or worker process on the same database, reading the catalog through its own cache. */
async function startReader(url: string) {
  const child = fork(READER, [url], {
    execArgv: ["--conditions=react-server", "--import", "tsx"],
    env: { ...process.env, LOG_LEVEL: "silent" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("reader did not start")), START_TIMEOUT_MS);
    child.once("exit", (code) => reject(new Error(`reader exited (${code})`)));
    child.once("message", (message) => {
      clearTimeout(timer);
      if (message === "ready") resolve();
      else reject(new Error(`unexpected message ${JSON.stringify(message)}`));
    });
  });
  let nextId = 0;
  return {
    child,
    /** Product 1's base price as this process's cache answers it. */
    basePrice: (): Promise<number | undefined> =>
      new Promise((resolve) => {
        const id = ++nextId;
        const onMessage = (reply: ReaderReply) => {
          if (reply.id !== id) return;
          child.off("message", onMessage);
          resolve(reply.basePrice);
        };
        child.on("message", onMessage);
        child.send({ id });
      }),
  };
}

function stop(child: ChildProcess) {
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}

// Two processes can only share a PostgreSQL server: PGlite allows one process per data folder.
describe.skipIf(testEngine === "pglite")(
  "the catalog cache across processes (PostgreSQL only; PGlite has a single process)",
  () => {
    const testDb = freshDatabasePerTest();

    it("shows staff's change in every process within a second of the invalidation", async () => {
      await seedTestCatalog(testDb.current);
      const handle = currentDatabaseHandle();
      if (handle?.kind !== "postgres") throw new Error("expected a PostgreSQL test database");
      const readers = await Promise.all([startReader(handle.url), startReader(handle.url)]);
      try {
        for (const reader of readers) expect(await reader.basePrice()).toBe(1999);

        // Written without invalidating: both keep answering from their cache, so the cache is real.
        await testDb.current.update(products).set({ basePrice: 2345 }).where(eq(products.id, 1));
        for (const reader of readers) expect(await reader.basePrice()).toBe(1999);

        await invalidateTags([CATALOG_TAG]);
        await vi.waitFor(
          async () => expect(await Promise.all(readers.map((r) => r.basePrice()))).toEqual([2345, 2345]),
          eventually,
        );
      } finally {
        for (const reader of readers) stop(reader.child);
      }
    }, 60_000);

    it("shows a staff edit from the admin in every process, with no other invalidation", async () => {
      await seedTestCatalog(testDb.current);
      const handle = currentDatabaseHandle();
      if (handle?.kind !== "postgres") throw new Error("expected a PostgreSQL test database");
      const readers = await Promise.all([startReader(handle.url), startReader(handle.url)]);
      try {
        for (const reader of readers) expect(await reader.basePrice()).toBe(1999);
        const product = (await editableProduct(testDb.current, 1))!;
        const edit = productEditInput.parse({
          ...productFormValues(product),
          basePrice: "23.45",
          active: true,
        });
        // The admin's save path: the notice goes out with its transaction's commit.
        expect(await editProduct(testDb.current, edit, async () => {})).toMatchObject({
          ok: true,
          changed: true,
        });
        await vi.waitFor(
          async () => expect(await Promise.all(readers.map((r) => r.basePrice()))).toEqual([2345, 2345]),
          eventually,
        );
      } finally {
        for (const reader of readers) stop(reader.child);
      }
    }, 60_000);
  },
);
