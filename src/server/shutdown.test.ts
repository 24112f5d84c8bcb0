import { afterEach, describe, expect, it, vi } from "vitest";
import { log } from "./log";
import { exitOnShutdownSignals, onShutdown, resetShutdownForTests, shutDown } from "./shutdown";
import { eventually } from "@/test/eventually";

const quiet = log.child({});
quiet.level = "silent";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => resetShutdownForTests());

describe("shutdown", () => {
  it("runs the phases in order whatever order they were registered in, each after the last finished", async () => {
    const events: string[] = [];
    const step =
      (name: string, ms = 0) =>
      async () => {
        events.push(`${name} start`);
        await wait(ms);
        events.push(`${name} end`);
      };
    onShutdown("database", "database", step("database"));
    onShutdown("server", "http server", step("server", 20));
    onShutdown("jobs", "job runner", step("jobs", 30));
    onShutdown("stop-accepting", "http server", step("stop accepting"));

    expect(await shutDown({ log: quiet })).toBe(true);
    expect(events).toEqual([
      "stop accepting start",
      "stop accepting end",
      "jobs start",
      "jobs end",
      "server start",
      "server end",
      "database start",
      "database end",
    ]);
  });

  it("cuts a phase short at its time limit, tells its steps, and still closes the database", async () => {
    const events: string[] = [];
    onShutdown("jobs", "job runner", (signal) => {
      return new Promise<void>((resolve) => {
        signal.addEventListener("abort", () => {
          events.push("jobs released");
          resolve();
        });
      });
    });
    onShutdown("server", "http server", (signal) => {
      events.push(signal.aborted ? "server started out of time" : "server");
    });
    onShutdown("database", "database", () => {
      events.push("database closed");
    });

    const started = Date.now();
    expect(await shutDown({ graceMs: 50, closeMs: 1000, log: quiet })).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(events).toEqual(["jobs released", "server", "database closed"]);
  });

  it("bounds the database's close by its own limit", async () => {
    onShutdown("database", "database", () => new Promise<void>(() => {}));
    const started = Date.now();
    expect(await shutDown({ closeMs: 30, abortedMs: 10, log: quiet })).toBe(false);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it("goes on with the next phases when a step throws, and reports the shutdown incomplete", async () => {
    const closed = vi.fn();
    onShutdown("jobs", "job runner", () => {
      throw new Error("stuck");
    });
    onShutdown("database", "database", closed);
    // A step that failed finished, however badly: nothing was left running.
    expect(await shutDown({ log: quiet })).toBe(true);
    expect(closed).toHaveBeenCalledOnce();
  });

  it("runs once: a second signal gets the first shutdown's answer", async () => {
    const closed = vi.fn();
    onShutdown("database", "database", closed);
    const [first, second] = await Promise.all([shutDown({ log: quiet }), shutDown({ log: quiet })]);
    expect([first, second]).toEqual([true, true]);
    expect(closed).toHaveBeenCalledOnce();
  });

  it("installs one signal handler per process, which shuts down and then exits", async () => {
    const before = process.listeners("SIGTERM");
    const exit = vi.fn();
    const closed = vi.fn();
    onShutdown("database", "database", closed);
    exitOnShutdownSignals({ exit, log: quiet });
    exitOnShutdownSignals({ exit, log: quiet });
    const added = process.listeners("SIGTERM").filter((listener) => !before.includes(listener));
    const addedInterrupt = process.listeners("SIGINT").slice(-1);
    try {
      expect(added).toHaveLength(1);
      (added[0] as () => void)();
      await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0), eventually);
      expect(closed).toHaveBeenCalledOnce();
    } finally {
      for (const listener of added) process.off("SIGTERM", listener);
      for (const listener of addedInterrupt) process.off("SIGINT", listener);
    }
  });
});
