/**
 * The shop as deployed past one machine, started on this one for `npm run test:cluster` and the
 * bench's scaling rows (docs/deploy.md): a new PostgreSQL database, the s3rver bucket stand-in, the
 * Stripe and Cloudprinter simulators, N app instances and M workers (compiled, JOBS_IN_PROCESS=false),
 * and nginx with deploy/nginx/printgo.conf in front. Needs a build (`npm run build`) and nginx.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { startCloudprinterSim, type CloudprinterSim } from "../../tools/cloudprinter-sim/server";
import { startS3StandIn, type S3StandIn } from "../../tools/s3-stand-in/server";
import { startStripeSim, type StripeSim } from "../../tools/stripe-sim/server";
import { ensureNginx, renderPrintgoConf, startNginx } from "./nginx";
import { startShopProcess, waitUntilReady, type ShopProcess } from "./shop-processes";

export type Cluster = {
  /** nginx's address: what customers use. */
  origin: string;
  /** Each app instance's own address. */
  instances: string[];
  apps: ShopProcess[];
  workers: ShopProcess[];
  databaseUrl: string;
  /** A connection to the database server (not the shop's database), for creating more. */
  admin: Client;
  bucket: S3StandIn;
  stripe: StripeSim;
  printer: CloudprinterSim;
  controlToken: string;
  /** The settings every process got. */
  env: Record<string, string>;
  work: string;
  /** The demo admin the first start printed (src/composition/demo-admin.ts). */
  demoAdmin: () => { email: string; password: string };
  /** Pays a Checkout Session on the Stripe simulator, as the pay page's card button does. */
  pay: (sessionId: string) => Promise<boolean>;
  nginxErrorLog: () => string;
  stop: () => Promise<void>;
};

export async function startCluster(
  root: string,
  options: { instances: number; workers: number; basePort: number; logLevel?: string },
): Promise<Cluster> {
  const nginxBinary = ensureNginx();
  const work = mkdtempSync(path.join(tmpdir(), "printgo-cluster-"));
  const ports = {
    nginx: options.basePort,
    apps: Array.from({ length: options.instances }, (_, index) => options.basePort + 1 + index),
    stripe: options.basePort + 11,
    printer: options.basePort + 12,
  };
  const origin = `http://127.0.0.1:${ports.nginx}`;
  const instances = ports.apps.map((port) => `http://127.0.0.1:${port}`);

  const serverUrl = new URL(
    process.env.CLUSTER_DATABASE_URL ??
      process.env.TEST_DATABASE_URL ??
      "postgres://postgres@127.0.0.1:5432/postgres",
  );
  const databaseName = `printgo_cluster_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  const databaseUrl = Object.assign(new URL(serverUrl.toString()), {
    pathname: `/${databaseName}`,
  }).toString();

  const bucket = await startS3StandIn({ directory: path.join(work, "bucket") });
  const controlToken = randomBytes(16).toString("hex");
  const webhookSecret = `whsec_${randomBytes(24).toString("hex")}`;
  const stripe = await startStripeSim({
    port: ports.stripe,
    controlToken,
    webhookSecret,
    // Webhooks come in through nginx, as Stripe's do.
    webhookUrl: `${origin}/api/webhooks/stripe`,
    webhookRetryDelaysMs: [1000, 2000, 5000, 10000, 20000],
  });
  const printerKeys = {
    apiKey: `cp_sim_${randomBytes(8).toString("hex")}`,
    webhookKey: `cp_sig_${randomBytes(8).toString("hex")}`,
  };
  const printer = await startCloudprinterSim({
    port: ports.printer,
    controlToken,
    ...printerKeys,
    webhookUrl: `${origin}/api/webhooks/cloudprinter`,
    dataFile: path.join(work, "cloudprinter-sim.json"),
    stepMs: 0,
    // Downloads every print file from the URL the order gives (the bucket's) and checks its MD5.
    fetchFiles: true,
  });

  const env: Record<string, string> = {
    APP_URL: origin,
    APP_SECRET: randomBytes(36).toString("base64url"),
    DATABASE_URL: databaseUrl,
    JOBS_IN_PROCESS: "false",
    // A job whose worker was killed runs again after a minute (the default, 5 minutes, would outlast a run).
    JOB_LOCK_SECONDS: "60",
    TRUSTED_PROXIES: "loopback",
    LOG_LEVEL: options.logLevel ?? "warn",
    SMTP_URL: "",
    ...bucket.env,
    STRIPE_SECRET_KEY: "sk_test_printgo_cluster",
    STRIPE_API_BASE: stripe.url,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    CLOUDPRINTER_API_KEY: "",
    CLOUDPRINTER_SIM_BASE_URL: printer.baseUrl,
    CLOUDPRINTER_SIM_API_KEY: printerKeys.apiKey,
    CLOUDPRINTER_SIM_WEBHOOK_KEY: printerKeys.webhookKey,
    CLOUDPRINTER_WEBHOOK_KEY: printerKeys.webhookKey,
  };

  const apps: ShopProcess[] = [];
  const workers: ShopProcess[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all([...apps, ...workers].map((process) => process.kill("SIGTERM")));
    await Promise.all([stripe.close(), printer.close(), bucket.close()]);
    await admin.query(`drop database if exists ${databaseName} with (force)`).catch(() => {});
    await admin.end();
    if (!process.env.CLUSTER_KEEP) rmSync(work, { recursive: true, force: true });
  };

  try {
    // The instances start at the same moment on an empty database: migrations must not collide.
    apps.push(
      ...ports.apps.map((port, index) =>
        startShopProcess(root, `app ${index + 1}`, "serve", {
          ...env,
          PORT: String(port),
          DATA_DIR: path.join(work, `app-${index + 1}`),
        }),
      ),
    );
    await Promise.all(
      instances.map((url, index) => waitUntilReady(`${url}/api/ready`, 180_000, `app ${index + 1}`)),
    );
    workers.push(
      ...Array.from({ length: options.workers }, (_, index) =>
        startShopProcess(root, `worker ${index + 1}`, "worker", {
          ...env,
          DATA_DIR: path.join(work, `worker-${index + 1}`),
        }),
      ),
    );
    nginx = await startNginx(
      nginxBinary,
      path.join(work, "nginx"),
      renderPrintgoConf(root, {
        listen: ports.nginx,
        apps: ports.apps,
        cacheDir: path.join(work, "nginx/cache"),
      }),
    );
    await waitUntilReady(`${origin}/api/ready`, 30_000, "nginx");
  } catch (error) {
    for (const process of [...apps, ...workers]) {
      console.error(`\n--- ${process.name} ---\n${process.output().slice(-3000)}`);
    }
    await stop();
    throw error;
  }

  const output = () => apps.map((app) => app.output()).join("\n");
  return {
    origin,
    instances,
    apps,
    workers,
    databaseUrl,
    admin,
    bucket,
    stripe,
    printer,
    controlToken,
    env,
    work,
    demoAdmin: () => ({
      email: /^ +e-mail +(\S+)$/m.exec(output())?.[1] ?? "",
      password: /^ +password +(\S+)$/m.exec(output())?.[1] ?? "",
    }),
    pay: async (sessionId) => {
      const response = await fetch(`${stripe.url}/_sim/sessions/${sessionId}/pay`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${controlToken}` },
        body: JSON.stringify({ method: "card" }),
      });
      return response.ok;
    },
    nginxErrorLog: () => nginx?.errorLog() ?? "",
    stop,
  };
}
