import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { callAuth, signUpVerified } from "@/modules/accounts/testing";
import { users } from "@/server/db/schema";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { announceDemoAdmin } from "./demo-admin";

const testDb = freshDatabasePerTest();

describe(`the demo admin of a new shop (${testEngine})`, () => {
  it("is made once on a database without accounts, verified and admin, and its printed password signs in", async () => {
    const printed: string[] = [];
    expect(await announceDemoAdmin(testDb.current, (text) => printed.push(text))).toBe(true);
    expect(await announceDemoAdmin(testDb.current, (text) => printed.push(text))).toBe(false);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain("/auth");
    const password = printed[0]!.match(/^\s+password\s+(\S+)$/m)![1]!;

    const admins = await testDb.current.select().from(users);
    expect(admins).toEqual([
      expect.objectContaining({ email: "admin@printgo.local", role: "admin", emailVerified: true }),
    ]);
    const signIn = await callAuth("POST", "/sign-in/email", { email: "admin@printgo.local", password });
    expect(signIn.status).toBe(200);
    expect(signIn.body).toMatchObject({ user: { email: "admin@printgo.local" } });
    expect(
      (await callAuth("POST", "/sign-in/email", { email: "admin@printgo.local", password: "guess1234" }))
        .status,
    ).toBe(401);
  });

  it("is not made once anyone has an account", async () => {
    await signUpVerified("nok@example.com");
    const printed: string[] = [];
    expect(await announceDemoAdmin(testDb.current, (text) => printed.push(text))).toBe(false);
    expect(printed).toEqual([]);
    expect(await testDb.current.select().from(users).where(eq(users.email, "admin@printgo.local"))).toEqual(
      [],
    );
  });
});
