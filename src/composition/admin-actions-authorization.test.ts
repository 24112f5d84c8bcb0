import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { signUpVerified } from "@/modules/accounts/testing";
import { users } from "@/server/db/schema";
import { markEdgeInFront } from "@/server/http/edge/edge-headers";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import { serverActionAccess, serverActionFiles } from "./endpoint-access";

/*
 * The behaviour behind the access server actions declare (endpoint-access.ts reads it): every admin-only
 * action is called as a visitor, as a signed-in customer and as staff. The first two must be refused
 * with "unauthorized" (and nothing else: a validation answer would mean the input was read first); staff
 * must get past the check. Every action for signed-in users refuses a visitor and lets a customer
 * through. Routes and pages are covered the same way over HTTP by tests/e2e/admin-access.spec.ts.
 */

markEdgeInFront();
vi.mock("next/headers", () => import("@/test/next-headers"));
// Actions that change what a page shows ask Next to re-render it; outside Next there is nothing to do.
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {}, updateTag: () => {} }));

const testDb = freshDatabasePerTest();
const nextRequest = nextRequestPerTest({ clientAddress: "203.0.113.60" });

const actionsFor = (level: "user" | "admin") =>
  Object.entries(serverActionAccess)
    .filter(([, access]) => access?.access === level)
    .map(([key]) => {
      const [file, name] = key.split("#") as [string, string];
      return { key, file, name };
    });
const adminActions = actionsFor("admin");
const userActions = actionsFor("user");

/** Calls an action the way a browser could: with an empty object, or as a form action with empty data. */
async function call(file: string, name: string): Promise<unknown> {
  const action = serverActionFiles[file]?.[name];
  if (typeof action !== "function") throw new Error(`${file} has no action ${name}`);
  return action.length >= 2 ? action(undefined, new FormData()) : action({});
}

const refused = (result: unknown) =>
  typeof result === "object" &&
  result !== null &&
  ("error" in result ? result.error === "unauthorized" : false);

async function signIn(email: string, role: "customer" | "admin", address: string) {
  const account = await signUpVerified(email, undefined, { address });
  if (role === "admin")
    await testDb.current.update(users).set({ role: "admin" }).where(eq(users.id, account.userId));
  nextRequest.set({ cookie: account.cookie });
}

describe(`admin actions refuse visitors and customers, and let staff through (${testEngine})`, () => {
  it("lists admin actions to check", () => {
    expect(adminActions.length).toBeGreaterThan(0);
  });

  it.each(adminActions)("$key", async ({ file, name }) => {
    expect(refused(await call(file, name)), "a visitor").toBe(true);

    await signIn("customer.matrix@example.com", "customer", "198.51.100.61");
    expect(refused(await call(file, name)), "a customer").toBe(true);

    await signIn("staff.matrix@example.com", "admin", "198.51.100.62");
    expect(refused(await call(file, name)), "staff").toBe(false);
  });
});

describe(`actions for signed-in users refuse visitors and let customers through (${testEngine})`, () => {
  it("lists signed-in actions to check", () => {
    expect(userActions.length).toBeGreaterThan(0);
  });

  it.each(userActions)("$key", async ({ file, name }) => {
    expect(refused(await call(file, name)), "a visitor").toBe(true);

    await signIn("customer.signed-in@example.com", "customer", "198.51.100.63");
    expect(refused(await call(file, name)), "a customer").toBe(false);
  });
});
