import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

// Debian's Chromium, never a downloaded browser (see STACK-NOTES.md). The flags keep it off the network.
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
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 60_000,
  use: { baseURL, launchOptions, trace: "retain-on-failure" },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions }, testIgnore: /mobile\.spec\.ts/ },
    { name: "mobile", use: { ...devices["Pixel 5"], launchOptions }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: {
    // The production build, served by the same script as `npm start`, on a fresh database.
    command: "rm -rf .data/e2e && tsx scripts/start.ts",
    url: `${baseURL}/api/health`,
    env: { PORT: String(port), DATA_DIR: ".data/e2e", APP_URL: baseURL, LOG_LEVEL: "warn" },
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
