import { defineConfig, devices } from "@playwright/test";
import {
  GOOGLE_ADMIN_EMAIL,
  GOOGLE_CLIENT_ID,
  GOOGLE_CLIENT_SECRET,
  GOOGLE_DISCOVERY_URL,
} from "./tests/e2e/support/google-stand-in";
import { SMTP_PORT } from "./tests/e2e/support/mail-catcher";
import { E2E_CLOUDPRINTER_KEY, E2E_CLOUDPRINTER_SIGNAL_KEY } from "./tests/e2e/support/print-provider-keys";
import { ALL_STAFF_EMAILS } from "./tests/e2e/support/staff";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

// Debian's Chromium, never a downloaded browser (see docs/testing.md). The flags keep it off the network.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  // A real SMTP server receives the shop's mail (order confirmations, account links) for the tests to
  // read; an OpenID Connect provider stands in for Google.
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 60_000,
  // A 2-core runner builds pages, checks uploads and runs two browsers at once: client-side loading
  // (checkout, the header's cart) took over Playwright's default 5 s there. Failures still fail.
  expect: { timeout: 15_000 },
  use: { baseURL, launchOptions, trace: "retain-on-failure" },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions }, testIgnore: /mobile\.spec\.ts/ },
    { name: "mobile", use: { ...devices["Pixel 5"], launchOptions }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: [
    {
      // The Google stand-in first: the shop reads its discovery document when it starts.
      command: "tsx tests/e2e/support/google-stand-in-main.ts",
      url: GOOGLE_DISCOVERY_URL,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      // The production build, served by the same script as `npm start`, on a fresh database.
      command: "rm -rf .data/e2e && tsx scripts/start.ts",
      url: `${baseURL}/api/health`,
      // No Stripe or Cloudprinter key: scripts/start.ts runs both simulators beside the shop, as on a
      // laptop. Print orders advance only when a test says so (the simulator's control API).
      env: {
        PORT: String(port),
        DATA_DIR: ".data/e2e",
        APP_URL: baseURL,
        LOG_LEVEL: "warn",
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        STRIPE_SECRET_KEY: "",
        CLOUDPRINTER_API_KEY: "",
        CLOUDPRINTER_SIM_STEP_MS: "0",
        // The simulator also stands in for Cloudprinter's own address, with keys the tests know, so
        // tests/e2e/admin-provider.spec.ts can save a "sandbox" key and test it as staff would; the same
        // simulator and keys then serve every other test, whichever connection is in force.
        CLOUDPRINTER_BASE_URL: `http://127.0.0.1:${port + 9611}/cloudcore/1.0/`,
        CLOUDPRINTER_SIM_API_KEY: E2E_CLOUDPRINTER_KEY,
        CLOUDPRINTER_SIM_WEBHOOK_KEY: E2E_CLOUDPRINTER_SIGNAL_KEY,
        CLOUDPRINTER_WEBHOOK_KEY: E2E_CLOUDPRINTER_SIGNAL_KEY,
        // One token per run for the simulators' control API; workers inherit it from this process.
        SIMULATOR_CONTROL_TOKEN: (process.env.SIMULATOR_CONTROL_TOKEN ??= `e2e-${crypto.randomUUID()}`),
        // "Continue with Google" against the stand-in, the first web server above.
        GOOGLE_CLIENT_ID,
        GOOGLE_CLIENT_SECRET,
        GOOGLE_DISCOVERY_URL,
        // These addresses get the admin role when their accounts are made (tests/e2e/accounts-auth.spec.ts
        // and the admin specs, tests/e2e/support/staff.ts).
        ADMIN_EMAILS: [GOOGLE_ADMIN_EMAIL, ...ALL_STAFF_EMAILS].join(","),
        // The account tests each speak for their own client address (X-Forwarded-For, trusted from
        // loopback only), so Better Auth's per-address limits hold without one test using up another's.
        // Every other request still comes from 127.0.0.1 itself.
        TRUSTED_PROXIES: "loopback",
      },
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: "pipe",
    },
  ],
});
