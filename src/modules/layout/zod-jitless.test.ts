import { describe, expect, it, vi } from "vitest";
import { makeZodJitless } from "./zod-jitless";

type Holder = { __zod_globalConfig?: Record<string, unknown> };

describe("makeZodJitless", () => {
  it("makes a zod that loads afterwards jitless, without importing zod", async () => {
    delete (globalThis as Holder).__zod_globalConfig;
    makeZodJitless();
    vi.resetModules();
    const { config } = await import("zod/v4/core");
    expect(config().jitless).toBe(true);
  });

  it("makes a zod that is already loaded jitless", async () => {
    const { config } = await import("zod/v4/core");
    config({ jitless: false });
    makeZodJitless();
    expect(config().jitless).toBe(true);
  });

  it("keeps settings made before", () => {
    const global: Holder = { __zod_globalConfig: { customError: "kept" } };
    makeZodJitless(global);
    expect(global.__zod_globalConfig).toEqual({ customError: "kept", jitless: true });
  });
});
