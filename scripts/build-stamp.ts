import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compiledEntry } from "./build-server";

/** Everything that changes what `npm run build` produces: Next's build and the compiled entry points. */
const inputs = [
  "src",
  "scripts",
  "messages",
  "public",
  "next.config.mjs",
  "postcss.config.mjs",
  "tsconfig.json",
  "package-lock.json",
];

function* files(entry: string): Generator<string> {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const child of readdirSync(entry).sort()) yield* files(path.join(entry, child));
  } else if (!/\.test\.tsx?$/.test(entry)) {
    yield entry;
  }
}

/** A hash of the build's inputs: a build is current when its stamp equals this. */
export function computeBuildStamp(root: string): string {
  const hash = createHash("sha256");
  for (const input of inputs) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest("hex");
}

export const stampFile = (root: string) => path.join(root, ".next", "printgo-build-stamp");

/**
 * Runs what `npm run build` runs (`next build`, then scripts/build-server.ts) unless the last build's
 * stamp matches the current sources.
 */
export function buildIfStale(root: string, env: NodeJS.ProcessEnv): void {
  const stamp = computeBuildStamp(root);
  const current = existsSync(stampFile(root)) && readFileSync(stampFile(root), "utf8") === stamp;
  const built = existsSync(path.join(root, ".next", "BUILD_ID")) && existsSync(compiledEntry(root, "serve"));
  if (current && built) return;
  console.log("Building PrintGo (first start or changed sources)...");
  const started = Date.now();
  const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
  for (const args of [
    [nextBin, "build"],
    ["--import", "tsx", path.join(root, "scripts", "build-server.ts")],
  ]) {
    const result = spawnSync(process.execPath, args, { cwd: root, stdio: "inherit", env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile(root), stamp);
  console.log(`Build finished in ${Math.round((Date.now() - started) / 1000)} s.`);
}
