import { isIP } from "node:net";
import { ConfigError, type Env } from "./env";

/*
 * Combinations of settings a shop must not start with (README.md "Configuration", "Refused at
 * start-up"). Each is a valid configuration on its own terms, which is why the schema in env.ts lets it
 * through: the danger is in what the settings mean together. A simulator standing in for one real
 * service beside the other real one would print orders nobody paid for, or take money for orders
 * nobody prints. `ALLOW_SIMULATORS=true` says "on purpose" for the simulator rules; the secret and
 * https rules have no such switch, because no purpose needs them broken.
 */

/** One rule: the message naming the variables when `config` breaks it, else undefined. */
type Check = (config: Env, source: Record<string, string | undefined>) => string | undefined;

/** Payments go to the Stripe simulator: `npm start` runs it without a key, and it sets STRIPE_API_BASE. */
function paymentsSimulated(config: Env): boolean {
  return !config.STRIPE_SECRET_KEY || Boolean(config.STRIPE_API_BASE);
}

/** Orders go to the Cloudprinter simulator: no key (npm start runs it), or the key is the simulator's. */
function printingSimulated(config: Env): boolean {
  return !config.CLOUDPRINTER_API_KEY || config.CLOUDPRINTER_ENVIRONMENT === "simulator";
}

/**
 * An https address the public can reach: not a loopback or private address, nor a name reserved for
 * local use. A demo on https://localhost or a LAN address is a laptop, not a shop.
 */
export function isPublicHttps(appUrl: string): boolean {
  const url = new URL(appUrl);
  if (url.protocol !== "https:") return false;
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || /\.(localhost|local|test|internal|lan|home\.arpa)$/.test(host)) return false;
  if (isIP(host) === 4) {
    const [a, b] = host.split(".").map(Number) as [number, number];
    return !(
      a === 10 ||
      a === 127 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254)
    );
  }
  if (isIP(host) === 6) return !(host === "::1" || /^f[cd]/.test(host) || host.startsWith("fe80:"));
  return true;
}

function simulatedServices(config: Env): string {
  const names = [
    paymentsSimulated(config) && "payments (the Stripe simulator)",
    printingSimulated(config) && "printing (the Cloudprinter simulator)",
  ].filter(Boolean);
  return names.join(" and ");
}

const checks: Check[] = [
  (config) =>
    !config.ALLOW_SIMULATORS && !printingSimulated(config) && paymentsSimulated(config)
      ? "CLOUDPRINTER_API_KEY is a real Cloudprinter key, but payments are simulated (no STRIPE_SECRET_KEY, or STRIPE_API_BASE points at a stand-in): orders would be printed and shipped without anyone paying. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or ALLOW_SIMULATORS=true if this is on purpose."
      : undefined,
  (config) =>
    !config.ALLOW_SIMULATORS && !paymentsSimulated(config) && printingSimulated(config)
      ? "STRIPE_SECRET_KEY is a real Stripe key, but printing is simulated (no CLOUDPRINTER_API_KEY, or CLOUDPRINTER_ENVIRONMENT=simulator): customers would pay for orders nobody prints. Set CLOUDPRINTER_API_KEY and CLOUDPRINTER_WEBHOOK_KEY, or ALLOW_SIMULATORS=true if this is on purpose."
      : undefined,
  (config) =>
    !config.ALLOW_SIMULATORS &&
    (paymentsSimulated(config) || printingSimulated(config)) &&
    isPublicHttps(config.APP_URL)
      ? `APP_URL (${config.APP_URL}) is a public https address, but ${simulatedServices(config)} ${paymentsSimulated(config) && printingSimulated(config) ? "are" : "is"} simulated: visitors would place orders that are never paid or never printed. Set STRIPE_SECRET_KEY and CLOUDPRINTER_API_KEY with their webhook secrets, or ALLOW_SIMULATORS=true for a public demo.`
      : undefined,
  (config, source) =>
    config.DATABASE_URL && !source.APP_SECRET?.trim()
      ? "DATABASE_URL is set but APP_SECRET is not: each process would make its own secret in its DATA_DIR, so instances sharing the database would reject each other's sessions, links and saved keys. Set APP_SECRET (at least 32 characters, the same in every process)."
      : undefined,
  (config) =>
    !paymentsSimulated(config) && !config.STRIPE_WEBHOOK_SECRET
      ? "STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not: no payment would ever be confirmed (the shop only trusts signed webhooks). Set STRIPE_WEBHOOK_SECRET to the endpoint's signing secret (whsec_…)."
      : undefined,
  (config) => {
    const live = [
      !paymentsSimulated(config) && config.STRIPE_SECRET_KEY?.startsWith("sk_live_") && "STRIPE_SECRET_KEY",
      !printingSimulated(config) && config.CLOUDPRINTER_ENVIRONMENT === "live" && "CLOUDPRINTER_API_KEY",
    ].filter(Boolean);
    return live.length > 0 && new URL(config.APP_URL).protocol !== "https:"
      ? `${live.join(" and ")} ${live.length > 1 ? "are live keys" : "is a live key"}, but APP_URL (${config.APP_URL}) is not https: customers' sessions, payments and mailed links would travel unencrypted. Serve the shop over https and set APP_URL to that address.`
      : undefined;
  },
  (config) => {
    const set = [
      config.S3_ENDPOINT && "S3_ENDPOINT",
      config.S3_ACCESS_KEY_ID && "S3_ACCESS_KEY_ID",
      config.S3_SECRET_ACCESS_KEY && "S3_SECRET_ACCESS_KEY",
    ].filter(Boolean);
    return !config.S3_BUCKET && set.length > 0
      ? `${set.join(", ")} ${set.length > 1 ? "are" : "is"} set but S3_BUCKET is not: uploads would be kept on this machine's disk, where other instances can't see them. Set S3_BUCKET to the bucket's name, or remove the S3_* variables.`
      : undefined;
  },
  (config) =>
    config.S3_BUCKET && !config.S3_ACCESS_KEY_ID !== !config.S3_SECRET_ACCESS_KEY
      ? `${config.S3_ACCESS_KEY_ID ? "S3_ACCESS_KEY_ID" : "S3_SECRET_ACCESS_KEY"} is set without ${config.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"}: set both (the bucket's access key), or neither to use the machine's own credentials (an instance role).`
      : undefined,
];

/** Every unsafe combination in `config` (parsed from `source`), as one message each; empty when safe. */
export function unsafeConfiguration(config: Env, source: Record<string, string | undefined>): string[] {
  return checks.map((check) => check(config, source)).filter((problem) => problem !== undefined);
}

/** The error start-up stops with: every problem on a line of its own. */
export function unsafeConfigurationError(problems: readonly string[]): ConfigError {
  return new ConfigError(`Unsafe configuration:\n${problems.map((problem) => `- ${problem}`).join("\n")}`);
}

/** Throws a ConfigError listing every unsafe combination, so start-up stops with all of them at once. */
export function assertSafeConfiguration(config: Env, source: Record<string, string | undefined>): void {
  const problems = unsafeConfiguration(config, source);
  if (problems.length > 0) throw unsafeConfigurationError(problems);
}
