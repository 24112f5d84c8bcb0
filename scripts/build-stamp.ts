import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Everything that changes what `next build` produces. */
const inputs = [
  "src",
  "messages",
  "public",
  "next.config.ts",
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
