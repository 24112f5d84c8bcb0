import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { auth, setRoleByEmail } from "@/modules/accounts/server";
import { callAuth, signUpVerified } from "@/modules/accounts/testing";
import { resetProcessCaches } from "@/server/cache";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import {
  admin,
  betterAuthEndpointAccess,
  routeHandlerAccess as expected,
  serverActionAccess,
  serverActionFiles,
  user,
} from "./endpoint-access";

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

function routeHandlers(): { key: string; body: string }[] {
  const routes = filesUnder("src/app", (f) => f === "route.ts" || f === "route.tsx");
  return routes.flatMap((file) =>
    exportsOf(file)
      .filter(({ name }) => !ROUTE_CONFIG.has(name))
      .map(({ name, body }) => ({ key: `${file}#${name}`, body })),
  );
}

describe("who may call each server action", () => {
  it("lists every actions.ts, and nothing that is gone", () => {
    const found = [
      ...filesUnder("src/modules", (f) => f === "actions.ts"),
      ...filesUnder("src/screens", (f) => f === "actions.ts"),
    ];
    expect(found, "add the file to serverActionFiles in endpoint-access.ts").toEqual(
      Object.keys(serverActionFiles).sort(),
    );
  });

  it("has every action declare who may call it (built with defineAction)", () => {
    const undeclared = Object.entries(serverActionAccess)
      .filter(([, access]) => access === undefined)
      .map(([key]) => key);
    expect(undeclared, "export only actions built with defineAction / defineFormAction").toEqual([]);
    expect(Object.keys(serverActionAccess).length).toBeGreaterThan(0);
  });
});

describe("who may call each route handler", () => {
  const endpoints = routeHandlers();

  it("lists every handler, and nothing that is gone", () => {
    const found = endpoints.map((endpoint) => endpoint.key).sort();
    const unlisted = found.filter((key) => !(key in expected));
    expect(unlisted, "new endpoints: add a row to `routeHandlerAccess` (public, user or admin)").toEqual([]);
    const stale = Object.keys(expected).filter((key) => !found.includes(key));
    expect(stale, "rows for endpoints that no longer exist").toEqual([]);
  });

  it("guards every user-only and admin-only handler in its own body", () => {
    const unguarded = endpoints
      .filter(({ key }) => expected[key] && expected[key].access !== "public")
      .filter(({ body }) => !GUARDS.test(body))
      .map(({ key }) => key);
    expect(unguarded, "call requireUser / requireAdmin / authorize in the endpoint itself").toEqual([]);
  });

  it("exports only HTTP methods from route files", () => {
    const odd = endpoints.map(({ key }) => key).filter((key) => !HTTP_METHODS.has(key.split("#")[1]!));
    expect(odd).toEqual([]);
  });
});

describe("every endpoint", () => {
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
    const all = { ...serverActionAccess, ...expected };
    for (const [key, access] of Object.entries(all)) {
      if (access?.access === "public") expect(access.why.length, key).toBeGreaterThan(0);
    }
    // Referenced so the helpers stay in use while no route handler row needs them.
    expect([user.access, admin.access]).toEqual(["user", "admin"]);
  });
});

/**
 * The configurations the shop runs Better Auth in (plugins come and go with them): no Google, Google
 * itself, and Google through an OpenID Connect discovery document (the stand-in in tests).
 */
const AUTH_CONFIGURATIONS: Record<string, Record<string, string>> = {
  "without Google": {},
  "with Google": { GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" },
  "with Google by discovery": {
    GOOGLE_CLIENT_ID: "id",
    GOOGLE_CLIENT_SECRET: "secret",
    GOOGLE_DISCOVERY_URL: "http://127.0.0.1:9/.well-known/openid-configuration",
  },
};
const GOOGLE_ENV = ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "GOOGLE_DISCOVERY_URL"];

function configureAuth(variables: Record<string, string>) {
  for (const name of GOOGLE_ENV) delete process.env[name];
  Object.assign(process.env, variables);
  resetProcessCaches();
}

/** Every endpoint the configured Better Auth serves over HTTP: its path and methods (server-only ones have no path). */
function servedAuthEndpoints(): Map<string, string[]> {
  const served = new Map<string, string[]>();
  for (const endpoint of Object.values(auth().api) as { path?: string; options?: { method?: unknown } }[]) {
    if (!endpoint.path) continue;
    const method = endpoint.options?.method;
    served.set(endpoint.path, (Array.isArray(method) ? method : [method]).map(String));
  }
  return served;
}

/** Bodies that pass an endpoint's own validation, so what answers is its session check. */
const VALID_BODY: Record<string, unknown> = {
  "/change-password": { currentPassword: "correct horse battery", newPassword: "another horse battery" },
  "/passkey/verify-registration": { response: {} },
};

/** A concrete path for an endpoint path: each ":param" becomes a plausible segment. */
const concrete = (path: string) => path.replace(/:[^/]+/g, "google");

describe(`who may call each Better Auth endpoint under /api/auth (${testEngine})`, () => {
  const testDb = freshDatabasePerTest();
  let address = 0;
  /** A client address per call, so Better Auth's rate limits never decide an answer here. */
  const caller = (cookie?: string) => ({ address: `198.51.100.${(address++ % 250) + 1}`, cookie });
  afterEach(() => configureAuth({}));

  async function everyServedEndpoint(): Promise<Map<string, string[]>> {
    const all = new Map<string, string[]>();
    for (const variables of Object.values(AUTH_CONFIGURATIONS)) {
      configureAuth(variables);
      for (const [path, methods] of servedAuthEndpoints()) all.set(path, methods);
    }
    return all;
  }

  it("lists every endpoint Better Auth serves, in every configuration, and nothing that is gone", async () => {
    const served = [...(await everyServedEndpoint()).keys()].sort();
    const unlisted = served.filter((path) => !(path in betterAuthEndpointAccess));
    expect(unlisted, "new Better Auth endpoints: add a row (public, user or blocked)").toEqual([]);
    const stale = Object.keys(betterAuthEndpointAccess).filter((path) => !served.includes(path));
    expect(stale, "rows for endpoints Better Auth no longer serves").toEqual([]);
  });

  it("answers 404 for every blocked endpoint and for paths it doesn't serve, even to an admin", async () => {
    const served = await everyServedEndpoint();
    configureAuth(AUTH_CONFIGURATIONS["with Google"]!);
    const { cookie } = await signUpVerified("boss@example.com", "correct horse battery", caller());
    await setRoleByEmail(testDb.current, "boss@example.com", "admin");
    const blocked = Object.entries(betterAuthEndpointAccess)
      .filter(([, rule]) => rule.access === "blocked")
      .map(([path]) => path);
    const answers: string[] = [];
    for (const path of [...blocked, "/no-such-endpoint"]) {
      for (const method of served.get(path) ?? ["GET", "POST"]) {
        if (method !== "GET" && method !== "POST") continue;
        const answer = await callAuth(
          method,
          concrete(path),
          method === "POST" ? {} : undefined,
          caller(cookie),
        );
        if (answer.status !== 404) answers.push(`${method} ${path}: ${answer.status}`);
      }
    }
    expect(answers, "blocked endpoints that answered").toEqual([]);
  });

  it("reaches every allowed endpoint, and the signed-in ones only with a session", async () => {
    const served = await everyServedEndpoint();
    configureAuth(AUTH_CONFIGURATIONS["with Google"]!);
    const wrong: string[] = [];
    for (const [path, rule] of Object.entries(betterAuthEndpointAccess)) {
      if (rule.access === "blocked") continue;
      const method = served.get(path)!.includes("POST") ? "POST" : "GET";
      const body = method === "POST" ? (VALID_BODY[path] ?? {}) : undefined;
      const answer = await callAuth(method, concrete(path), body, caller());
      if (answer.status === 404) wrong.push(`${method} ${path}: 404`);
      if (rule.access === "user" && answer.status !== 401)
        wrong.push(`${method} ${path}: ${answer.status} to a visitor`);
    }
    expect(wrong).toEqual([]);
  });
});
