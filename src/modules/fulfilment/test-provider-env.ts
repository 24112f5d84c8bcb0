import { afterEach, beforeEach } from "vitest";
import { resetProcessCaches } from "@/server/cache";

export const TEST_WEBHOOK_KEY = "whk_test_cloudsignal_key";
export const TEST_API_KEY = "cp_test_api_key";

const NAMES = [
  "CLOUDPRINTER_API_KEY",
  "CLOUDPRINTER_WEBHOOK_KEY",
  "CLOUDPRINTER_BASE_URL",
  "CLOUDPRINTER_ENVIRONMENT",
  "CLOUDPRINTER_TIMEOUT_MS",
];

/**
 * Configures the provider through the environment for each test (as an operator would) and restores
 * it afterwards. `baseUrl` is read when each test starts, so it may point at a per-test simulator.
 */
export function providerEnvPerTest(settings: () => { baseUrl?: string; timeoutMs?: number } = () => ({})) {
  const saved: Record<string, string | undefined> = {};
  beforeEach(() => {
    for (const name of NAMES) saved[name] = process.env[name];
    const { baseUrl, timeoutMs } = settings();
    process.env.CLOUDPRINTER_API_KEY = TEST_API_KEY;
    process.env.CLOUDPRINTER_WEBHOOK_KEY = TEST_WEBHOOK_KEY;
    process.env.CLOUDPRINTER_ENVIRONMENT = "simulator";
    if (baseUrl) process.env.CLOUDPRINTER_BASE_URL = baseUrl;
    if (timeoutMs) process.env.CLOUDPRINTER_TIMEOUT_MS = String(timeoutMs);
    resetProcessCaches();
  });
  afterEach(() => {
    for (const name of NAMES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    resetProcessCaches();
  });
}
