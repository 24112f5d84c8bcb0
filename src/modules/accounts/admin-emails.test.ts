import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { users } from "@/server/db/schema/accounts";
import { clearEnvCache } from "@/server/env";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { resetAuth } from "./auth.server";
import { setRoleByEmail } from "./roles.server";
import { callAuth, signUpVerified } from "./test-auth";

const testDb = freshDatabasePerTest();

function useAdminEmails(value: string | undefined) {
  if (value === undefined) delete process.env.ADMIN_EMAILS;
  else process.env.ADMIN_EMAILS = value;
  clearEnvCache();
  resetAuth();
}

const roleOf = async (email: string) =>
  (await testDb.current.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;

describe(`ADMIN_EMAILS at sign-up (${testEngine})`, () => {
  afterEach(() => useAdminEmails(undefined));

  it("makes an account admin when its e-mail is listed (any case), and everyone else a customer", async () => {
    useAdminEmails("Boss@Example.com, ops@example.com");
    const body = (email: string) => ({ email, password: "correct horse battery", name: "" });
    expect((await callAuth("POST", "/sign-up/email", body("boss@example.com"))).status).toBe(200);
    expect((await callAuth("POST", "/sign-up/email", body("customer@example.com"))).status).toBe(200);
    // A role sent with the sign-up is not ours to take.
    await callAuth("POST", "/sign-up/email", { ...body("sneaky@example.com"), role: "admin" });
    expect(await roleOf("boss@example.com")).toBe("admin");
    expect(await roleOf("customer@example.com")).toBe("customer");
    expect((await roleOf("sneaky@example.com")) ?? "customer").toBe("customer");
  });

  it("grants and revokes by e-mail (npm run admin), and says when there is no such account", async () => {
    await signUpVerified("nok@example.com");
    expect(await setRoleByEmail(testDb.current, " NOK@example.com ", "admin")).toBe("changed");
    expect(await setRoleByEmail(testDb.current, "nok@example.com", "admin")).toBe("unchanged");
    expect(await roleOf("nok@example.com")).toBe("admin");
    expect(await setRoleByEmail(testDb.current, "nok@example.com", "customer")).toBe("changed");
    expect(await roleOf("nok@example.com")).toBe("customer");
    expect(await setRoleByEmail(testDb.current, "nobody@example.com", "admin")).toBe("unknown");
  });
});
