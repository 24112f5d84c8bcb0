import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { freshDatabasePerTest } from "@/test/database";
import { resetProcessCaches } from "./cache";
import { createJobRunner, setInProcessJobRunner } from "./jobs";
import { jobRunnerCheck } from "./readiness";
import { eventually } from "@/test/eventually";

const testDb = freshDatabasePerTest();

afterEach(() => {
  vi.unstubAllEnvs();
  resetProcessCaches();
});

/** A data folder of its own for the file store (the store is made once per process: a fresh module each time). */
async function readinessWith(dataDir: string, jobsInProcess: "true" | "false" = "false") {
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("JOBS_IN_PROCESS", jobsInProcess);
  resetProcessCaches();
  vi.resetModules();
  const fresh = await import("./readiness");
  return fresh.readiness();
}

describe("readiness", () => {
  it("is ready with the database up, every migration applied and the file store writable", async () => {
    const result = await readinessWith(mkdtempSync(path.join(tmpdir(), "printgo-ready-")));
    expect(result.ready).toBe(true);
    expect(result.checks.database!.ok).toBe(true);
    expect(result.checks.migrations).toEqual({
      ok: true,
      detail: expect.stringMatching(/^(\d+) of \1 applied$/),
    });
    expect(result.checks.storage).toEqual({ ok: true, detail: "writable" });
    expect(result.checks.jobs).toBeUndefined();
  });

  it("is not ready while a migration is missing, and says how many are applied", async () => {
    await testDb.current.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    const result = await readinessWith(mkdtempSync(path.join(tmpdir(), "printgo-ready-")));
    expect(result.ready).toBe(false);
    expect(result.checks.migrations!.ok).toBe(false);
    expect(result.checks.migrations!.detail).toMatch(/^(\d+) of (\d+) applied$/);
  });

  it("is not ready when the file store can't be written, without saying where it is", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "printgo-ready-"));
    // A file where the uploads folder should be: no write succeeds there, not even as root.
    writeFileSync(path.join(dataDir, "uploads"), "");
    const result = await readinessWith(dataDir);
    expect(result.ready).toBe(false);
    expect(result.checks.storage).toEqual({ ok: false, detail: "not writable (see the log)" });
  });

  it("checks the job runner where jobs run in this process", async () => {
    const result = await readinessWith(mkdtempSync(path.join(tmpdir(), "printgo-ready-")), "true");
    // Nothing started one in this test process.
    expect(result.checks.jobs).toEqual({ ok: false, detail: "not started" });
    expect(result.ready).toBe(false);
  });
});

describe("the job runner's readiness", () => {
  const now = new Date("2026-11-27T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it("is ready while polls reach the database, and not once they stop for ten intervals and 30 s", () => {
    expect(jobRunnerCheck({ polling: true, lastPollAt: ago(1_000), pollIntervalMs: 1000 }, now).ok).toBe(
      true,
    );
    expect(jobRunnerCheck({ polling: true, lastPollAt: undefined, pollIntervalMs: 1000 }, now).ok).toBe(true);
    expect(jobRunnerCheck({ polling: true, lastPollAt: ago(45_000), pollIntervalMs: 1000 }, now)).toEqual({
      ok: false,
      detail: "no poll reached the database for 45 s",
    });
    expect(jobRunnerCheck({ polling: false, lastPollAt: ago(1_000), pollIntervalMs: 1000 }, now)).toEqual({
      ok: false,
      detail: "stopped",
    });
  });

  it("reads a real runner's health: polling once started, stopped after stop()", async () => {
    const runner = createJobRunner({ database: () => testDb.current, jobs: [], pollIntervalMs: 20 });
    setInProcessJobRunner(runner);
    runner.start();
    await vi.waitFor(() => expect(runner.health().lastPollAt).toBeDefined(), eventually);
    expect(jobRunnerCheck(runner.health())).toEqual({ ok: true, detail: "polling" });
    await runner.stop();
    setInProcessJobRunner(undefined);
    expect(jobRunnerCheck(runner.health())).toEqual({ ok: false, detail: "stopped" });
  });
});
