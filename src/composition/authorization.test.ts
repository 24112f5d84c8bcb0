import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { admin, endpointAccess as expected, user } from "./endpoint-access";

const root = path.resolve(import.meta.dirname, "../..");
const HTTP_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** Route segment config a route.ts may export besides handlers (not callable). */
const ROUTE_CONFIG = new Set([
  "dynamic",
  "dynamicParams",
  "revalidate",
  "fetchCache",
  "runtime",
  "preferredRegion",
  "maxDuration",
]);
const GUARDS = /\b(requireUser|requireAdmin|authorize)\s*\(/;

function filesUnder(folder: string, name: (file: string) => boolean): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (name(entry.name)) found.push(path.relative(root, full).split(path.sep).join("/"));
    }
  };
  walk(path.join(root, folder));
  return found.sort();
}

/** Exported values (not types) of a file, each with its source up to the next export. */
function exportsOf(file: string): { name: string; body: string }[] {
  const source = readFileSync(path.join(root, file), "utf8");
  const pattern =
    /^export\s+(?:async\s+function\s*\*?\s*(\w+)|function\s*\*?\s*(\w+)|(?:const|let|var)\s+(\w+)|(?:const|let|var)\s+\{([^}]+)\}|\{([^}]+)\})/gm;
  const starts: { name: string; index: number }[] = [];
  for (const match of source.matchAll(pattern)) {
    const single = match[1] ?? match[2] ?? match[3];
    const list = match[4] ?? match[5];
    const names = single
      ? [single]
      : list!
          .split(",")
          .map((part) => part.trim())
          .filter((part) => part && !part.startsWith("type "))
          .map((part) =>
            part
              .split(/\s+as\s+/)
              .at(-1)!
              .trim(),
          );
    for (const name of names) starts.push({ name, index: match.index });
  }
  return starts.map((start, i) => {
    const next = starts.slice(i + 1).find((later) => later.index > start.index);
    return { name: start.name, body: source.slice(start.index, next?.index) };
  });
}

function callableEndpoints(): { key: string; body: string }[] {
  const actions = [
    ...filesUnder("src/modules", (f) => f === "actions.ts"),
    ...filesUnder("src/screens", (f) => f === "actions.ts"),
  ];
  const routes = filesUnder("src/app", (f) => f === "route.ts" || f === "route.tsx");
  return [
    ...actions.flatMap((file) => exportsOf(file).map(({ name, body }) => ({ key: `${file}#${name}`, body }))),
    ...routes.flatMap((file) =>
      exportsOf(file)
        .filter(({ name }) => !ROUTE_CONFIG.has(name))
        .map(({ name, body }) => ({ key: `${file}#${name}`, body })),
    ),
  ];
}

describe("who may call each server action and route handler", () => {
  const endpoints = callableEndpoints();

  it("lists every action and handler, and nothing that is gone", () => {
    const found = endpoints.map((endpoint) => endpoint.key).sort();
    const unlisted = found.filter((key) => !(key in expected));
    expect(unlisted, "new endpoints: add a row to `expected` (public, user or admin)").toEqual([]);
    const stale = Object.keys(expected).filter((key) => !found.includes(key));
    expect(stale, "rows for endpoints that no longer exist").toEqual([]);
  });

  it("guards every user-only and admin-only endpoint in its own body", () => {
    const unguarded = endpoints
      .filter(({ key }) => expected[key] && expected[key].access !== "public")
      .filter(({ body }) => !GUARDS.test(body))
      .map(({ key }) => key);
    expect(unguarded, "call requireUser / requireAdmin / authorize in the endpoint itself").toEqual([]);
  });

  it("exports only HTTP methods from route files", () => {
    const odd = endpoints
      .filter(({ key }) => key.includes("/route.ts") && !HTTP_METHODS.has(key.split("#")[1]!))
      .map(({ key }) => key);
    expect(odd).toEqual([]);
  });

  it('has no "use server" outside actions.ts (an inline action would escape this list)', () => {
    const files = filesUnder("src", (f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f));
    const elsewhere = files.filter(
      (file) =>
        !file.endsWith("/actions.ts") &&
        /^\s*["']use server["']/m.test(readFileSync(path.join(root, file), "utf8")),
    );
    expect(elsewhere).toEqual([]);
  });

  it("says for every public endpoint why it is public", () => {
    for (const [key, access] of Object.entries(expected)) {
      if (access.access === "public") expect(access.why.length, key).toBeGreaterThan(0);
    }
    // Referenced so the helpers stay in use until the first user-only rows land (accounts, my-account).
    expect([user.access, admin.access]).toEqual(["user", "admin"]);
  });
});
