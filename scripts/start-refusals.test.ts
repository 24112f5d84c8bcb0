import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/**
 * `npm start` with `variables`, as an operator would run it: the process must end with exit code 1 and
 * the refusal on stderr before it builds, starts a simulator or opens a database. Only unsafe
 * configurations here: a safe one would go on to build and serve.
 */
function start(variables: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ["--import", "tsx", "scripts/start.ts"],
      {
        cwd: root,
        encoding: "utf8",
        timeout: 60_000,
        env: {
          NODE_ENV: "production",
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DATA_DIR: mkdtempSync(path.join(tmpdir(), "printgo-refusal-")),
          ...variables,
        },
      },
      (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
    );
  });
}

const realStripe = { STRIPE_SECRET_KEY: "sk_test_51abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" };
const realPrinter = { CLOUDPRINTER_API_KEY: "cp_real_key", CLOUDPRINTER_WEBHOOK_KEY: "cp_signal" };

// Concurrent: each is a process of its own, and most of its time is loading TypeScript.
describe.concurrent("npm start refuses an unsafe configuration", { timeout: 60_000 }, () => {
  it.each([
    [
      "a real Cloudprinter key with simulated payments",
      realPrinter,
      "CLOUDPRINTER_API_KEY is a real Cloudprinter key, but payments are simulated",
    ],
    [
      "a real Stripe key with simulated printing",
      realStripe,
      "STRIPE_SECRET_KEY is a real Stripe key, but printing is simulated",
    ],
    [
      "simulators on a public https address",
      { APP_URL: "https://shop.example.com" },
      "APP_URL (https://shop.example.com) is a public https address",
    ],
    [
      "DATABASE_URL without APP_SECRET",
      { DATABASE_URL: "postgres://127.0.0.1:1/none" },
      "DATABASE_URL is set but APP_SECRET is not",
    ],
    [
      "a real Stripe key without its webhook secret",
      { ...realPrinter, STRIPE_SECRET_KEY: "sk_test_51abc" },
      "STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not",
    ],
    [
      "a live key on an http address",
      {
        ...realStripe,
        ...realPrinter,
        STRIPE_SECRET_KEY: "sk_live_51abc",
        APP_URL: "http://shop.example.com",
      },
      "STRIPE_SECRET_KEY is a live key, but APP_URL (http://shop.example.com) is not https",
    ],
  ])("%s", async (_name, variables, message) => {
    const { code, stderr } = await start(variables);
    expect(code).toBe(1);
    expect(stderr).toContain("PrintGo cannot start.");
    expect(stderr).toContain(message);
  });
});
