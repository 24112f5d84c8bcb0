import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@/server/db/schema/accounts";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { setRoleByEmail } from "./roles.server";
import { callAuth, signUpVerified } from "./test-auth";

// Roles and accounts change only through the shop's own actions (last-admin rule, audit log): the admin
// plugin's HTTP endpoints answer 404, even to an admin (docs/accounts.md, "Hardening").

const testDb = freshDatabasePerTest();
const password = "correct horse battery";

async function onlyAdmin(): Promise<{ cookie: string; userId: string }> {
  const admin = await signUpVerified("boss@example.com", password);
  await setRoleByEmail(testDb.current, "boss@example.com", "admin");
  return admin;
}

async function row(email: string) {
  const [found] = await testDb.current.select().from(users).where(eq(users.email, email));
  return found;
}

describe(`Better Auth's admin endpoints over HTTP (${testEngine})`, () => {
  it("answers 404 to the only admin demoting themself, and the shop keeps its admin", async () => {
    const { cookie, userId } = await onlyAdmin();
    const answer = await callAuth("POST", "/admin/set-role", { userId, role: "customer" }, { cookie });
    expect(answer.status).toBe(404);
    expect((await row("boss@example.com"))?.role).toBe("admin");
  });

  it("answers 404 to an admin creating an account, and creates none", async () => {
    const { cookie } = await onlyAdmin();
    const answer = await callAuth(
      "POST",
      "/admin/create-user",
      { email: "made@example.com", password, name: "Made", role: "admin" },
      { cookie },
    );
    expect(answer.status).toBe(404);
    expect(await row("made@example.com")).toBeUndefined();
  });

  it("answers 404 to an admin setting another account's password, and the old one still works", async () => {
    const { cookie } = await onlyAdmin();
    const other = await signUpVerified("customer@example.com", password);
    const answer = await callAuth(
      "POST",
      "/admin/set-user-password",
      { userId: other.userId, newPassword: "taken over 12345" },
      { cookie },
    );
    expect(answer.status).toBe(404);
    const signIn = await callAuth("POST", "/sign-in/email", { email: "customer@example.com", password });
    expect(signIn.status).toBe(200);
  });
});
