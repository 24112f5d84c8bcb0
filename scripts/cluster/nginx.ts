/**
 * nginx for the cluster run, configured by the very file operators install (deploy/nginx/printgo.conf):
 * only its ports and cache folder are put in. Installs Debian's nginx when it is missing (as root).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export function ensureNginx(): string {
  const found = spawnSync("sh", ["-c", "command -v nginx || ls /usr/sbin/nginx"], { encoding: "utf8" });
  const existing = found.stdout.trim().split("\n")[0];
  if (found.status === 0 && existing) return existing;
  if (process.getuid?.() !== 0) {
    throw new Error("nginx is not installed and this is not root: apt-get install nginx, then run again");
  }
  console.log("  installing nginx from Debian's packages…");
  const installed = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "nginx"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (installed.status !== 0) throw new Error("apt-get install nginx failed");
  return "/usr/sbin/nginx";
}

/** deploy/nginx/printgo.conf with this run's listening port, one upstream line per app and its cache folder. */
export function renderPrintgoConf(
  root: string,
  options: { listen: number; apps: number[]; cacheDir: string },
) {
  const shipped = readFileSync(path.join(root, "deploy/nginx/printgo.conf"), "utf8");
  const upstreamLines = shipped.match(/^ {4}server 127\.0\.0\.1:\d+ .*\n/gm) ?? [];
  if (upstreamLines.length === 0 || !shipped.includes("listen 80;")) {
    throw new Error(
      "deploy/nginx/printgo.conf no longer has the upstream lines and `listen 80;` this run fills in",
    );
  }
  const ours = options.apps.map((port) => upstreamLines[0]!.replace(/:\d+/, `:${port}`)).join("");
  return shipped
    .replace(upstreamLines.join(""), ours)
    .replace("listen 80;", `listen 127.0.0.1:${options.listen};`)
    .replace("/var/cache/nginx/printgo", options.cacheDir);
}

/** Starts nginx in the foreground with everything under `dir`; resolves once it answers. */
export async function startNginx(
  binary: string,
  dir: string,
  printgoConf: string,
): Promise<{ child: ChildProcess; errorLog: () => string; stop: () => Promise<void> }> {
  for (const sub of ["temp", "cache", "logs"]) mkdirSync(path.join(dir, sub), { recursive: true });
  // nginx's workers drop to an unprivileged user when started as root: they must reach these folders.
  for (const sub of ["", "temp", "cache", "logs"]) chmodSync(path.join(dir, sub), 0o777);
  // …and pass through the run's folder (mkdtemp makes it 0700) to get there.
  chmodSync(path.dirname(dir), 0o711);
  writeFileSync(path.join(dir, "printgo.conf"), printgoConf);
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      "daemon off;",
      "worker_processes 2;",
      `error_log ${dir}/logs/error.log warn;`,
      `pid ${dir}/nginx.pid;`,
      "events { worker_connections 1024; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  access_log off;",
      `  client_body_temp_path ${dir}/temp/body;`,
      `  proxy_temp_path ${dir}/temp/proxy;`,
      `  fastcgi_temp_path ${dir}/temp/fastcgi;`,
      `  uwsgi_temp_path ${dir}/temp/uwsgi;`,
      `  scgi_temp_path ${dir}/temp/scgi;`,
      `  include ${dir}/printgo.conf;`,
      "}",
      "",
    ].join("\n"),
  );
  const test = spawnSync(binary, ["-t", "-p", dir, "-c", path.join(dir, "nginx.conf")], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx refused the configuration:\n${test.stderr}`);
  const child = spawn(binary, ["-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: "ignore" });
  return {
    child,
    errorLog: () => {
      try {
        return readFileSync(path.join(dir, "logs/error.log"), "utf8");
      } catch {
        return "";
      }
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await exited;
    },
  };
}
