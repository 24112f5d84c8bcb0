import { describe, expect, it } from "vitest";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { callAuth, cookieHeader, signUpVerified } from "./test-auth";

freshDatabasePerTest();

describe(`sign-up and sign-in (${testEngine})`, () => {
  it("signs up, verifies by the mailed link, and signs in with the password", async () => {
    const { cookie } = await signUpVerified("Nok@Example.com");
    const session = await callAuth("GET", "/get-session", undefined, { cookie });
    expect(session.body).toMatchObject({ user: { email: "nok@example.com", name: "nok", role: "customer" } });

    const signIn = await callAuth("POST", "/sign-in/email", {
      email: "nok@example.com",
      password: "correct horse battery",
    });
    expect(signIn.status).toBe(200);
    expect(cookieHeader(signIn.cookies)).toContain("printgo.session_token=");
  });
});
