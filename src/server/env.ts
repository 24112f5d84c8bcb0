import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseTrustedProxies } from "./http/trusted-proxies";

/**
 * Configuration, read and validated once. A wrong value stops start-up with a message that names the
 * variable, so an operator never chases a misconfiguration through request logs.
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/** Where customers write until SUPPORT_EMAIL or the admin setting says otherwise (support-address.server.ts). */
export const DEFAULT_SUPPORT_EMAIL = "support@printgo.app";

const DEFAULT_CLOUDPRINTER_BASE_URL = "https://api.cloudprinter.com/cloudcore/1.0/";

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  APP_URL: optionalUrl,
  DATA_DIR: z.string().trim().min(1).default(".data"),
  DATABASE_URL: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
        .optional(),
    )
    .optional(),
  APP_SECRET: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(z.string().min(32, "must be at least 32 characters").optional())
    .optional(),
  /** Real Stripe when set; otherwise `npm start` runs tools/stripe-sim and sets STRIPE_API_BASE. */
  STRIPE_SECRET_KEY: optionalString,
  /** Where the Stripe SDK sends API calls, e.g. http://127.0.0.1:12111 for the simulator. */
  STRIPE_API_BASE: optionalUrl,
  /** Signs (simulator) and checks (shop) webhook events: "whsec_...". */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** smtp://user:pass@host:port; unset keeps mails in the mail_outbox table and the log. */
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default("PrintGo <orders@printgo.example>"),
  /** Run background jobs inside the web process (default) or only in `npm run worker` processes. */
  JOBS_IN_PROCESS: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  /**
   * How long a claimed job is its runner's before another runner may take it (src/server/jobs/runner.ts):
   * a job whose process died (SIGKILL, a lost machine) runs again after this. Jobs must finish well
   * within it.
   */
  JOB_LOCK_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  /**
   * V8's heap limit in MB for the server and the worker, given as `--max-old-space-size` by whatever
   * starts them (scripts/lib/shop-node-flags.ts, deploy/systemd). Less than 256 is refused, to stay
   * well clear of what start-up and page renders hold. docs/architecture.md#memory.
   */
  HEAP_MB: z.coerce.number().int().min(256).max(65_536).default(384),
  /**
   * Lets a simulator run where start-up would refuse it: beside one real service, or on a public https
   * APP_URL (a public demo). src/server/start-up-safety.ts; README.md "Refused at start-up".
   */
  ALLOW_SIMULATORS: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** CloudCore API key. Set, it wins over the key staff saved; unset, `npm start` runs tools/cloudprinter-sim. */
  CLOUDPRINTER_API_KEY: optionalString,
  /** The key Cloudprinter puts in every CloudSignal webhook body; compared on each signal. */
  CLOUDPRINTER_WEBHOOK_KEY: optionalString,
  /** Where the CloudCore API lives; the same for sandbox and live keys (sandbox is a mode of the key). */
  CLOUDPRINTER_BASE_URL: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(z.url().optional())
    .optional()
    .transform((v) => (v ?? DEFAULT_CLOUDPRINTER_BASE_URL).replace(/\/*$/, "/")),
  /** What the key in CLOUDPRINTER_API_KEY is; responses don't say, so it is configured. */
  CLOUDPRINTER_ENVIRONMENT: z.enum(["simulator", "sandbox", "live"]).default("sandbox"),
  /** Per-call limit for CloudCore requests; a slower answer counts as a timeout and is retried. */
  CLOUDPRINTER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /**
   * Where the Cloudprinter simulator that `npm start` runs without CLOUDPRINTER_API_KEY listens
   * (scripts/fulfilment-stand-in.ts sets it for the shop it starts). Not for operators to set.
   */
  CLOUDPRINTER_SIM_BASE_URL: optionalUrl,
  /** The API key that simulator accepts; set by the stand-in with CLOUDPRINTER_SIM_BASE_URL. */
  CLOUDPRINTER_SIM_API_KEY: optionalString,
  /** The key that simulator puts in its CloudSignal webhook bodies; set by the stand-in too. */
  CLOUDPRINTER_SIM_WEBHOOK_KEY: optionalString,
  /**
   * The products the demo shop sells from the simulator's demo account (a JSON file in tools/; set by
   * the stand-in with CLOUDPRINTER_SIM_BASE_URL): imported and published at start if the account has them.
   */
  DEMO_SHOP_PRODUCTS_FILE: optionalString,
  /** Our support address: the provider writes here about production problems (orders/add `email`). */
  SUPPORT_EMAIL: z.email().default(DEFAULT_SUPPORT_EMAIL),
  /** Proxies whose X-Forwarded-For hop we believe: a hop count or addresses/CIDRs (README.md). */
  TRUSTED_PROXIES: optionalString.superRefine((value, context) => {
    try {
      parseTrustedProxies(value);
    } catch (error) {
      context.addIssue({
        code: "custom",
        message: `${(error as Error).message}; expected a hop count (e.g. 1) or a comma list of addresses and CIDR ranges (e.g. 10.0.0.0/8, ::1)`,
      });
    }
  }),
  /**
   * Files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO) instead of $DATA_DIR/uploads when
   * S3_BUCKET is set (src/server/storage/s3-storage.ts, docs/deploy.md#object-storage). S3_ENDPOINT for
   * anything but AWS itself; without the key pair the SDK's own chain applies (an instance role).
   */
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** "Continue with Google" appears when both are set (docs/accounts.md). */
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  /**
   * An OpenID Connect discovery URL that stands in for Google (tests and the laptop use
   * oauth2-mock-server). Unset in production: Google's own endpoints are used.
   */
  GOOGLE_DISCOVERY_URL: optionalUrl,
  /** Comma list of e-mails that get the admin role when they sign up (docs/accounts.md). */
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter((e) => e !== ""),
    )
    .pipe(z.array(z.email("must be a comma list of e-mail addresses"))),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof envSchema> & { APP_URL: string; APP_SECRET: string; DATA_DIR: string };

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Turns zod issues into one line per variable: "PORT: Too big: expected number to be <=65535". */
function describeConfigIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "(env)"}: ${issue.message}`).join("\n");
}

/** The secret signs cookies and links and encrypts stored keys; it must survive restarts. */
function loadOrCreateAppSecret(dataDir: string): string {
  const file = path.join(dataDir, "app-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new ConfigError(`Invalid configuration:\n${describeConfigIssues(result.error)}`);
  }
  const parsed = result.data;
  const dataDir = path.resolve(parsed.DATA_DIR);
  return {
    ...parsed,
    DATA_DIR: dataDir,
    APP_URL: (parsed.APP_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ""),
    APP_SECRET: parsed.APP_SECRET ?? loadOrCreateAppSecret(dataDir),
  };
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * The next env() reads and validates process.env again. Called through resetProcessCaches
 * (src/server/cache), the one reset of process state tests use after changing process.env.
 */
export function clearEnvCache(): void {
  cached = undefined;
}
