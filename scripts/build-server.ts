/**
 * Compiles the entry points production runs outside Next's own build into plain JavaScript in `dist/`:
 * the custom server (scripts/serve.ts), the job worker (scripts/worker.ts) and the design-analysis
 * child (src/modules/uploads/analysis-child.ts). `npm run build` runs it after `next build`; so does
 * `npm start` when the sources changed (scripts/build-stamp.ts). Scripts and tests still run from the
 * sources with tsx.
 *
 * Our code is bundled, one file per entry point; packages stay imports of node_modules, resolved at run
 * time as Next's server resolves them. `server-only` becomes an empty module: it only guards browser
 * bundles, and in plain Node it throws.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { isBuiltin } from "node:module";
import path from "node:path";
import { build, type Plugin } from "esbuild";

export const SERVER_ENTRIES = {
  serve: "scripts/serve.ts",
  worker: "scripts/worker.ts",
  "analysis-child": "src/modules/uploads/analysis-child.ts",
} as const;

/** Where the compiled entry point `name` lands, e.g. `dist/serve.js`. */
export function compiledEntry(root: string, name: keyof typeof SERVER_ENTRIES): string {
  return path.join(root, "dist", `${name}.js`);
}

const serverOnlyIsEmpty: Plugin = {
  name: "server-only-is-empty",
  setup(build) {
    build.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", namespace: "empty" }));
    build.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "", loader: "js" }));
  },
};

/**
 * The specifier plain Node's ESM loader accepts for a package's file. A package without an `exports`
 * map (next) is read by file path, without guessing extensions as tsx and bundlers do: `next/headers`
 * must be written `next/headers.js`.
 */
function asNodeResolves(root: string, specifier: string): string {
  const parts = specifier.split("/");
  const nameParts = specifier.startsWith("@") ? 2 : 1;
  const subpath = parts.slice(nameParts).join("/");
  if (!subpath) return specifier;
  const folder = path.join(root, "node_modules", ...parts.slice(0, nameParts));
  const manifest = path.join(folder, "package.json");
  if (!existsSync(manifest) || "exports" in JSON.parse(readFileSync(manifest, "utf8"))) return specifier;
  const file = path.join(folder, subpath);
  if (existsSync(file) && statSync(file).isFile()) return specifier;
  return existsSync(`${file}.js`) ? `${specifier}.js` : specifier;
}

function packagesAsNodeResolves(root: string): Plugin {
  return {
    name: "packages-as-node-resolves",
    setup(build) {
      // Bare specifiers (`next/headers`, `@scope/pkg`), not `@/…`, relative paths or built-ins.
      build.onResolve({ filter: /^(?:[^./@]|@[^/])/ }, ({ path: specifier }) =>
        isBuiltin(specifier) ? undefined : { path: asNodeResolves(root, specifier), external: true },
      );
    },
  };
}

export async function buildServerEntries(root: string): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(
      Object.entries(SERVER_ENTRIES).map(([name, source]) => [name, path.join(root, source)]),
    ),
    outdir: path.join(root, "dist"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    // `@/…` as tsconfig.json maps it, before esbuild would take it for a package.
    alias: { "@": path.join(root, "src") },
    plugins: [serverOnlyIsEmpty, packagesAsNodeResolves(root)],
    jsx: "automatic",
    sourcemap: true,
    logLevel: "warning",
  });
}

if (import.meta.filename === process.argv[1]) {
  const root = path.resolve(import.meta.dirname, "..");
  const started = Date.now();
  await buildServerEntries(root);
  console.log(`Server entry points compiled to dist/ in ${Date.now() - started} ms.`);
}
