import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "printgo-env-"));

describe("parseEnv", () => {
  it("fills the documented defaults", () => {
    const env = parseEnv({ DATA_DIR: dataDir() });
    expect(env.PORT).toBe(3000);
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.HEAP_MB).toBe(384);
  });

  it("refuses a heap cap under 256 MB and takes a larger one", () => {
    expect(() => parseEnv({ HEAP_MB: "128", DATA_DIR: dataDir() })).toThrow(/HEAP_MB/);
    expect(parseEnv({ HEAP_MB: "1024", DATA_DIR: dataDir() }).HEAP_MB).toBe(1024);
  });

  it("names the variable when a value is wrong", () => {
    expect(() => parseEnv({ PORT: "eighty", DATA_DIR: dataDir() })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x", DATA_DIR: dataDir() })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ APP_URL: "not a url", DATA_DIR: dataDir() })).toThrow(/APP_URL/);
    expect(() => parseEnv({ APP_SECRET: "short", DATA_DIR: dataDir() })).toThrow(/APP_SECRET/);
  });

  it("refuses a TRUSTED_PROXIES entry that is neither a hop count nor an address or range", () => {
    expect(() => parseEnv({ TRUSTED_PROXIES: "proxy.internal", DATA_DIR: dataDir() })).toThrow(
      /TRUSTED_PROXIES: "proxy.internal" is not an IP address or CIDR range/,
    );
    expect(parseEnv({ TRUSTED_PROXIES: "10.0.0.0/8, ::1", DATA_DIR: dataDir() }).TRUSTED_PROXIES).toBe(
      "10.0.0.0/8, ::1",
    );
  });

  it("reads the simulator connection the stand-in hands the shop, and refuses a base URL that is not one", () => {
    const env = parseEnv({
      CLOUDPRINTER_SIM_BASE_URL: "http://127.0.0.1:12611/cloudcore/1.0/",
      CLOUDPRINTER_SIM_API_KEY: "cp_sim_key",
      CLOUDPRINTER_SIM_WEBHOOK_KEY: "",
      DATA_DIR: dataDir(),
    });
    expect(env.CLOUDPRINTER_SIM_BASE_URL).toBe("http://127.0.0.1:12611/cloudcore/1.0/");
    expect(env.CLOUDPRINTER_SIM_API_KEY).toBe("cp_sim_key");
    expect(env.CLOUDPRINTER_SIM_WEBHOOK_KEY).toBeUndefined();
    expect(() => parseEnv({ CLOUDPRINTER_SIM_BASE_URL: "127.0.0.1:12611", DATA_DIR: dataDir() })).toThrow(
      /CLOUDPRINTER_SIM_BASE_URL/,
    );
  });

  it("generates APP_SECRET once, keeps it in DATA_DIR and reuses it", () => {
    const dir = dataDir();
    const first = parseEnv({ DATA_DIR: dir }).APP_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "app-secret"), "utf8").trim()).toBe(first);
    expect(parseEnv({ DATA_DIR: dir }).APP_SECRET).toBe(first);
  });

  it("treats empty variables as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", APP_URL: "", DATA_DIR: dataDir() }).DATABASE_URL).toBeUndefined();
  });
});
