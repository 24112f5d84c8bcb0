import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";
import { isPublicHttps, unsafeConfiguration } from "./start-up-safety";

const SECRET = "x".repeat(40);
const realStripe = { STRIPE_SECRET_KEY: "sk_test_51abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" };
const realPrinter = { CLOUDPRINTER_API_KEY: "cp_real_key", CLOUDPRINTER_WEBHOOK_KEY: "cp_signal" };

/** What start-up would refuse for these variables, in a data folder of its own. */
function problems(source: Record<string, string>): string[] {
  const withDir = { DATA_DIR: mkdtempSync(path.join(tmpdir(), "printgo-safety-")), ...source };
  return unsafeConfiguration(parseEnv(withDir), withDir);
}

describe("configurations start-up refuses", () => {
  it("starts the demo: both simulators on a local address", () => {
    expect(problems({})).toEqual([]);
    expect(problems({ APP_URL: "https://localhost:3000" })).toEqual([]);
  });

  it("starts a shop with both real services, their webhook secrets and an https address", () => {
    expect(
      problems({
        ...realStripe,
        ...realPrinter,
        STRIPE_SECRET_KEY: "sk_live_51abc",
        CLOUDPRINTER_ENVIRONMENT: "live",
        APP_URL: "https://shop.example.com",
        DATABASE_URL: "postgres://db/shop",
        APP_SECRET: SECRET,
      }),
    ).toEqual([]);
  });

  it("refuses a real Cloudprinter key with simulated payments", () => {
    expect(problems(realPrinter)).toEqual([
      expect.stringMatching(/^CLOUDPRINTER_API_KEY is a real Cloudprinter key, but payments are simulated/),
    ]);
    // npm start's simulator sets STRIPE_API_BASE: still simulated.
    expect(
      problems({ ...realPrinter, ...realStripe, STRIPE_API_BASE: "http://127.0.0.1:12111" }),
    ).toHaveLength(1);
  });

  it("refuses a real Stripe key with simulated printing", () => {
    expect(problems(realStripe)).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY is a real Stripe key, but printing is simulated/),
    ]);
    expect(problems({ ...realStripe, ...realPrinter, CLOUDPRINTER_ENVIRONMENT: "simulator" })).toHaveLength(
      1,
    );
  });

  it("allows a mix when the operator says so with ALLOW_SIMULATORS=true", () => {
    expect(problems({ ...realPrinter, ALLOW_SIMULATORS: "true" })).toEqual([]);
    expect(problems({ ...realStripe, ALLOW_SIMULATORS: "true" })).toEqual([]);
  });

  it("refuses any simulator on a public https address, unless allowed", () => {
    expect(problems({ APP_URL: "https://shop.example.com" })).toEqual([
      expect.stringMatching(
        /^APP_URL \(https:\/\/shop\.example\.com\) is a public https address, but payments \(the Stripe simulator\) and printing \(the Cloudprinter simulator\) are simulated/,
      ),
    ]);
    expect(problems({ APP_URL: "https://shop.example.com", ALLOW_SIMULATORS: "true" })).toEqual([]);
  });

  it("refuses DATABASE_URL without APP_SECRET, where instances would disagree on the secret", () => {
    expect(problems({ DATABASE_URL: "postgres://db/shop" })).toEqual([
      expect.stringMatching(/^DATABASE_URL is set but APP_SECRET is not/),
    ]);
    expect(problems({ DATABASE_URL: "postgres://db/shop", APP_SECRET: SECRET })).toEqual([]);
  });

  it("refuses a real Stripe key without its webhook secret", () => {
    expect(problems({ ...realPrinter, STRIPE_SECRET_KEY: "sk_test_51abc" })).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not/),
    ]);
  });

  it("refuses a live key on an address that is not https, with no way to allow it", () => {
    const live = {
      ...realStripe,
      ...realPrinter,
      STRIPE_SECRET_KEY: "sk_live_51abc",
      APP_URL: "http://shop.example.com",
      ALLOW_SIMULATORS: "true",
    };
    expect(problems(live)).toEqual([
      "STRIPE_SECRET_KEY is a live key, but APP_URL (http://shop.example.com) is not https: customers' sessions, payments and mailed links would travel unencrypted. Serve the shop over https and set APP_URL to that address.",
    ]);
    expect(problems({ ...live, CLOUDPRINTER_ENVIRONMENT: "live" })[0]).toMatch(
      /^STRIPE_SECRET_KEY and CLOUDPRINTER_API_KEY are live keys/,
    );
  });

  it("refuses S3 settings without S3_BUCKET, which would keep uploads on this machine's disk", () => {
    expect(problems({ S3_ENDPOINT: "https://s3.example.com", S3_ACCESS_KEY_ID: "key" })).toEqual([
      expect.stringMatching(
        /^S3_ENDPOINT, S3_ACCESS_KEY_ID are set but S3_BUCKET is not: uploads would be kept/,
      ),
    ]);
  });

  it("refuses half an S3 key pair, and starts with both or with neither (an instance role)", () => {
    const bucket = { S3_BUCKET: "printgo-files", S3_REGION: "eu-central-1" };
    expect(problems({ ...bucket, S3_ACCESS_KEY_ID: "key" })).toEqual([
      expect.stringMatching(/^S3_ACCESS_KEY_ID is set without S3_SECRET_ACCESS_KEY: set both/),
    ]);
    expect(problems({ ...bucket, S3_SECRET_ACCESS_KEY: "secret" })).toEqual([
      expect.stringMatching(/^S3_SECRET_ACCESS_KEY is set without S3_ACCESS_KEY_ID/),
    ]);
    expect(problems({ ...bucket, S3_ACCESS_KEY_ID: "key", S3_SECRET_ACCESS_KEY: "secret" })).toEqual([]);
    expect(problems(bucket)).toEqual([]);
  });
});

describe("a public https address", () => {
  it("is https on a name or address the public can reach", () => {
    expect(isPublicHttps("https://shop.example.com")).toBe(true);
    expect(isPublicHttps("https://203.0.113.7")).toBe(true);
    expect(isPublicHttps("http://shop.example.com")).toBe(false);
  });

  it("is not loopback, a private network or a name kept for local use", () => {
    for (const url of [
      "https://localhost:3000",
      "https://127.0.0.1",
      "https://10.1.2.3",
      "https://172.20.0.5",
      "https://192.168.1.10",
      "https://[::1]:3000",
      "https://[fd00::1]",
      "https://printgo.test",
      "https://shop.local",
    ])
      expect(isPublicHttps(url), url).toBe(false);
  });
});
