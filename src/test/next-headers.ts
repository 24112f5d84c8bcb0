import { beforeEach } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "@/server/http/edge/edge-headers";

/*
 * A stand-in for `next/headers` in tests that call server actions, route handlers or read helpers
 * directly, outside a Next.js request. Use it as
 *
 *   vi.mock("next/headers", () => import("@/test/next-headers"));
 *   const nextRequest = nextRequestPerTest({ clientAddress: "203.0.113.30" });
 *
 * vi.mock is hoisted above the imports, and its factory runs when something first imports
 * next/headers; the dynamic import then yields this module itself, the same instance the test imports
 * (one module cache per test file), so the shop's headers() and cookies() and the test's `nextRequest`
 * share one incoming request (src/test/next-headers.test.ts proves it). A file that never changes the
 * request needs only the vi.mock line: headers() is then empty and cookies() has none.
 *
 * The request stands for one browser across the calls a test makes: what the shop sets through
 * cookies().set stays in its jar and comes back with every later call, as a browser would send it.
 */

/** What a cookie set through cookies().set is given besides its value (Next's ResponseCookie). */
type CookieOptions = {
  path?: string;
  domain?: string;
  maxAge?: number;
  expires?: number | Date;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: boolean | "lax" | "strict" | "none";
  priority?: "low" | "medium" | "high";
  partitioned?: boolean;
};

/** A browser's cookies by name: a Map, so a test reads, clears or swaps one as it would any other. */
type CookieJar = Map<string, { value: string; options?: CookieOptions }>;

type IncomingRequest = {
  /**
   * The Cookie header as the caller sends it, e.g. the session cookie signUpVerified() returns:
   * Better Auth reads it from headers(), and cookies() sees its cookies too.
   */
  cookie: string;
  /**
   * The caller's address as scripts/serve.ts resolves it (x-printgo-client-address), which the rate
   * limits key on; none unless given. A function gives every call its own, for a test that calls more
   * often than one address may.
   */
  clientAddress?: string | (() => string);
  /** Any other request headers (accept-language, origin, x-request-id…). */
  headers: Record<string, string>;
  /**
   * The cookies the shop set (cookies().set, with their options) or the test put there, sent back
   * with every later call. A test that plays several browsers keeps one jar for each and swaps it in.
   */
  jar: CookieJar;
};

const fresh = (): IncomingRequest => ({ cookie: "", headers: {}, jar: new Map() });

let incoming = fresh();

/** The Cookie header parsed, with the jar's cookies over it: every cookie this call carries. */
function sentCookies(): Map<string, string> {
  const sent = new Map<string, string>();
  for (const pair of incoming.cookie.split(";")) {
    const at = pair.indexOf("=");
    if (at > 0) sent.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  for (const [name, { value }] of incoming.jar) sent.set(name, value);
  return sent;
}

/** next/headers' headers(): the incoming request's headers, read-only in Next, a fresh copy here. */
export async function headers(): Promise<Headers> {
  const list = new Headers(incoming.headers);
  const cookie = [...sentCookies()].map(([name, value]) => `${name}=${value}`).join("; ");
  if (cookie) list.set("cookie", cookie);
  const address =
    typeof incoming.clientAddress === "function" ? incoming.clientAddress() : incoming.clientAddress;
  if (address) list.set(CLIENT_ADDRESS_HEADER, address);
  return list;
}

/**
 * next/headers' cookies(): the request's cookies, and set() and delete() as a server action may call
 * them. Like Next, a cookie set is read back by get() afterwards; unlike Next, it also stays for the
 * test's next call (the jar is the browser's).
 */
export async function cookies() {
  const store = {
    get: (name: string) => {
      const value = sentCookies().get(name);
      return value === undefined ? undefined : { name, value };
    },
    getAll: (name?: string) =>
      [...sentCookies()]
        .filter(([cookieName]) => name === undefined || cookieName === name)
        .map(([cookieName, value]) => ({ name: cookieName, value })),
    has: (name: string) => sentCookies().has(name),
    /** As Next's: (name, value, options) or one object with all three. */
    set: (
      cookie: string | ({ name: string; value: string } & CookieOptions),
      value = "",
      options: CookieOptions = {},
    ) => {
      const {
        name,
        value: cookieValue,
        ...rest
      } = typeof cookie === "string" ? { ...options, name: cookie, value } : cookie;
      incoming.jar.set(name, { value: cookieValue, options: rest });
      return store;
    },
    /** Gone from the jar and from the Cookie header alike, as the browser would drop it. */
    delete: (name: string) => {
      incoming.jar.delete(name);
      incoming.cookie = incoming.cookie
        .split(";")
        .filter((pair) => pair.split("=")[0]!.trim() !== name)
        .join(";")
        .trim();
      return store;
    },
  };
  return store;
}

/**
 * Gives every test in the file a new incoming request: `defaults` (e.g. the file's client address),
 * an empty Cookie header and an empty jar, like `freshDatabasePerTest()` gives a new database. Drive it
 * with the returned `set`, and read the jar (the cookies an action set) through `jar`.
 */
export function nextRequestPerTest(defaults: Partial<Omit<IncomingRequest, "jar">> = {}) {
  beforeEach(() => {
    incoming = { ...fresh(), ...defaults };
  });
  return {
    /** Changes the parts given and keeps the rest: sign in or out (`cookie`), move (`clientAddress`)… */
    set(parts: Partial<IncomingRequest>) {
      incoming = { ...incoming, ...parts };
    },
    /** The jar in use: the cookies the shop set, as a test checks or clears them. */
    get jar(): CookieJar {
      return incoming.jar;
    },
  };
}
