import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { sessions, users, verifications } from "@/server/db/schema/accounts";
import { mailOutbox } from "@/server/db/schema/mail";
import { resetProcessCaches } from "@/server/cache";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { callAuth, cookieHeader, linkInLatestMail, signUpVerified } from "./test-auth";

// Each hardening point of docs/accounts.md ("Hardening"), proven through the real /api/auth route.

const testDb = freshDatabasePerTest();
const password = "correct horse battery";

/** Each test gets its own client address, so one test's attempts never count against another's. */
function freshAddress(): string {
  return `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
}

async function mailsTo(email: string) {
  return testDb.current.select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

describe(`account hardening (${testEngine})`, () => {
  afterEach(() => {
    delete process.env.APP_URL;
    resetProcessCaches();
  });

  it("answers a sign-up for a known e-mail exactly as for a new one, and mails the owner instead", async () => {
    const address = freshAddress();
    await signUpVerified("known@example.com", password, { address });

    const known = await callAuth(
      "POST",
      "/sign-up/email",
      { email: "known@example.com", password: "another password 1", name: "" },
      { address },
    );
    const fresh = await callAuth(
      "POST",
      "/sign-up/email",
      { email: "new@example.com", password: "another password 1", name: "" },
      { address },
    );
    expect(known.status).toBe(fresh.status);
    expect(Object.keys(known.body as object).sort()).toEqual(Object.keys(fresh.body as object).sort());
    expect((known.body as { token: unknown }).token).toBeNull();
    expect(known.cookies.some((c) => c.startsWith("printgo.session_token="))).toBe(false);
    // The owner hears about it; the password did not change.
    expect((await mailsTo("known@example.com")).map((m) => m.template)).toContain("existing-account");
    const signIn = await callAuth(
      "POST",
      "/sign-in/email",
      { email: "known@example.com", password },
      { address },
    );
    expect(signIn.status).toBe(200);
  });

  it("answers a sign-up for a known e-mail with the same fields, types and values as for a new one", async () => {
    const address = freshAddress();
    await signUpVerified("taken@example.com", password, { address });
    const signUp = (email: string) =>
      callAuth("POST", "/sign-up/email", { email, password, name: "Somchai", locale: "th" }, { address });
    const known = await signUp("taken@example.com");
    const fresh = await signUp("free@example.com");

    expect(known.status).toBe(200);
    expect(fresh.status).toBe(known.status);
    expect(shapeOf(known.body)).toEqual(shapeOf(fresh.body));
    // Beyond the shape, only what differs for any two sign-ups may differ: the id, the e-mail, the clock.
    const { user: knownUser, ...knownRest } = known.body as { user: Record<string, unknown> };
    const { user: freshUser, ...freshRest } = fresh.body as { user: Record<string, unknown> };
    expect(knownRest).toEqual(freshRest);
    const comparable = ({
      id: _id,
      email: _email,
      createdAt: _c,
      updatedAt: _u,
      ...rest
    }: Record<string, unknown>) => rest;
    expect(comparable(knownUser)).toEqual(comparable(freshUser));
  });

  it("answers a reset request for an unknown e-mail exactly as for a known one, mailing only the known", async () => {
    const address = freshAddress();
    await signUpVerified("owner@example.com", password, { address });
    const body = (email: string) => ({ email, redirectTo: "/auth/reset-password" });
    const known = await callAuth("POST", "/request-password-reset", body("owner@example.com"), { address });
    const unknown = await callAuth("POST", "/request-password-reset", body("nobody@example.com"), {
      address,
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await mailsTo("nobody@example.com")).toHaveLength(0);
    expect((await mailsTo("owner@example.com")).map((m) => m.template)).toContain("reset-password");
  });

  it("keeps reset tokens hashed, accepts each once, and signs every session out after the reset", async () => {
    const address = freshAddress();
    const { cookie, userId } = await signUpVerified("reset@example.com", password, { address });
    await callAuth(
      "POST",
      "/request-password-reset",
      { email: "reset@example.com", redirectTo: "/th/auth/reset-password" },
      { address },
    );
    const link = new URL(await linkInLatestMail("reset@example.com", "reset-password"));
    const token = link.pathname.split("/").at(-1)!;
    // The mail is in the language of the page that asked (/th/...).
    const [mail] = (await mailsTo("reset@example.com")).filter((m) => m.template === "reset-password");
    expect(mail!.subject).toBe("ตั้งรหัสผ่าน PrintGo ใหม่");

    const stored = await testDb.current.select().from(verifications);
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) expect(`${row.identifier} ${row.value}`).not.toContain(token);

    const reset = await callAuth(
      "POST",
      "/reset-password",
      { token, newPassword: "a new secret pass" },
      { address },
    );
    expect(reset.status).toBe(200);
    const again = await callAuth(
      "POST",
      "/reset-password",
      { token, newPassword: "yet another pass" },
      { address },
    );
    expect(again.status).toBe(400);

    expect(await testDb.current.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
    const old = await callAuth("GET", "/get-session", undefined, { cookie, address });
    expect(old.body).toBeNull();
    const oldPassword = await callAuth(
      "POST",
      "/sign-in/email",
      { email: "reset@example.com", password },
      { address },
    );
    expect(oldPassword.status).toBe(401);
    const newPassword = await callAuth(
      "POST",
      "/sign-in/email",
      { email: "reset@example.com", password: "a new secret pass" },
      { address },
    );
    expect(newPassword.status).toBe(200);
  });

  it("refuses an expired reset token", async () => {
    const address = freshAddress();
    await signUpVerified("late@example.com", password, { address });
    await callAuth(
      "POST",
      "/request-password-reset",
      { email: "late@example.com", redirectTo: "/auth/reset-password" },
      { address },
    );
    const token = new URL(await linkInLatestMail("late@example.com", "reset-password")).pathname
      .split("/")
      .at(-1)!;
    await testDb.current.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
    const reset = await callAuth(
      "POST",
      "/reset-password",
      { token, newPassword: "a new secret pass" },
      { address },
    );
    expect(reset.status).toBe(400);
  });

  it("does not sign in an account whose e-mail is not verified, and sends the link again", async () => {
    const address = freshAddress();
    await callAuth(
      "POST",
      "/sign-up/email",
      { email: "unverified@example.com", password, name: "" },
      { address },
    );
    const signIn = await callAuth(
      "POST",
      "/sign-in/email",
      { email: "unverified@example.com", password },
      { address },
    );
    expect(signIn.status).toBe(403);
    expect(signIn.cookies.some((c) => c.startsWith("printgo.session_token="))).toBe(false);
    const verifyMails = (await mailsTo("unverified@example.com")).filter(
      (m) => m.template === "verify-email",
    );
    expect(verifyMails).toHaveLength(2);
  });

  it("limits sign-in attempts per client address, and other addresses still get through", async () => {
    const address = freshAddress();
    await signUpVerified("limited@example.com", password, { address });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const wrong = { email: "limited@example.com", password: "wrong password!" };
      statuses.push((await callAuth("POST", "/sign-in/email", wrong, { address })).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Even the right password waits: the limit is per address and path, not per guess.
    const right = await callAuth(
      "POST",
      "/sign-in/email",
      { email: "limited@example.com", password },
      { address },
    );
    expect(right.status).toBe(429);
    const elsewhere = await callAuth(
      "POST",
      "/sign-in/email",
      { email: "limited@example.com", password },
      { address: freshAddress() },
    );
    expect(elsewhere.status).toBe(200);
  });

  it("limits sign-ups and reset requests per client address", async () => {
    const address = freshAddress();
    const signUps: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const body = { email: `many${attempt}@example.com`, password, name: "" };
      signUps.push((await callAuth("POST", "/sign-up/email", body, { address })).status);
    }
    expect(signUps.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(signUps[10]).toBe(429);

    const resets: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const body = { email: "many0@example.com", redirectTo: "/auth/reset-password" };
      resets.push((await callAuth("POST", "/request-password-reset", body, { address })).status);
    }
    expect(resets.slice(0, 5).every((status) => status === 200)).toBe(true);
    expect(resets[5]).toBe(429);
  });

  it("counts the address our edge resolved, not an X-Forwarded-For a client wrote", async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 10; attempt++) {
      await callAuth(
        "POST",
        "/sign-in/email",
        { email: "x@example.com", password: "wrong password!" },
        { address },
      );
    }
    const spoofed = await callAuth(
      "POST",
      "/sign-in/email",
      { email: "x@example.com", password: "wrong password!" },
      { address, forwardedFor: "192.0.2.99", authClientHeader: "192.0.2.98" },
    );
    expect(spoofed.status).toBe(429);
  });

  it("sets the session cookie HttpOnly and SameSite=Lax, and Secure when the shop is served over https", async () => {
    const { cookie } = await signUpVerified("cookie@example.com", password, { address: freshAddress() });
    expect(cookie).toContain("printgo.session_token=");
    const address = freshAddress();
    const plain = await callAuth(
      "POST",
      "/sign-in/email",
      { email: "cookie@example.com", password },
      { address },
    );
    const session = plain.cookies.find((c) => c.startsWith("printgo.session_token="))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/i);

    process.env.APP_URL = "https://shop.example";
    resetProcessCaches();
    const secure = await callAuth(
      "POST",
      "/sign-in/email",
      { email: "cookie@example.com", password },
      { address },
    );
    const secureCookie = secure.cookies.find((c) => c.includes("session_token="))!;
    expect(secureCookie).toMatch(/; Secure/i);
    expect(secureCookie).toMatch(/HttpOnly/i);
  });

  it("refuses redirect targets off this site, in a request body and in a mailed link", async () => {
    const address = freshAddress();
    for (const callbackURL of ["https://evil.example/", "//evil.example/x", "/\\evil.example"]) {
      const signUp = await callAuth(
        "POST",
        "/sign-up/email",
        { email: "cb@example.com", password, name: "", callbackURL },
        { address },
      );
      expect(signUp.status).toBe(400);
    }
    // A genuine link whose callbackURL was edited to point elsewhere (sent to a victim) goes nowhere.
    await callAuth(
      "POST",
      "/sign-up/email",
      { email: "cb@example.com", password, name: "", callbackURL: "/th/my-account" },
      { address },
    );
    const link = new URL(await linkInLatestMail("cb@example.com", "verify-email"));
    expect(link.searchParams.get("callbackURL")).toBe("/th/my-account");
    link.searchParams.set("callbackURL", "https://evil.example/");
    const edited = await callAuth("GET", `/verify-email${link.search}`, undefined, { address });
    expect(edited.status).toBe(400);
    expect(edited.location).toBeNull();
    const [user] = await testDb.current.select().from(users).where(eq(users.email, "cb@example.com"));
    expect(user?.emailVerified).toBe(false);
  });

  it("refuses a body larger than any auth call needs, before reading it all", async () => {
    const huge = await callAuth(
      "POST",
      "/sign-in/email",
      { email: "big@example.com", password: "x".repeat(70 * 1024) },
      { address: freshAddress() },
    );
    expect(huge.status).toBe(413);
  });

  it("refuses a sign-in posted from another site's page", async () => {
    const address = freshAddress();
    await signUpVerified("csrf@example.com", password, { address });
    const forged = await callAuth(
      "POST",
      "/sign-in/email",
      { email: "csrf@example.com", password },
      { address, origin: "https://evil.example" },
    );
    expect(forged.status).toBe(403);
  });

  it("never lets a sign-up choose its own role", async () => {
    const address = freshAddress();
    await callAuth(
      "POST",
      "/sign-up/email",
      { email: "sneaky@example.com", password, name: "", role: "admin" },
      { address },
    );
    const [row] = await testDb.current.select().from(users).where(eq(users.email, "sneaky@example.com"));
    expect(row?.role ?? "customer").toBe("customer");
  });
});

/** A JSON value with every leaf replaced by its type: what a caller can compare without the values. */
function shapeOf(value: unknown): unknown {
  if (value === null) return "null";
  if (Array.isArray(value)) return value.map(shapeOf);
  if (typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, shapeOf(inner)]),
    );
  }
  return typeof value;
}

describe(`cookie helper (${testEngine})`, () => {
  it("keeps only name=value pairs", () => {
    expect(cookieHeader(["a=1; Path=/; HttpOnly", "b=; Max-Age=0", "c=3"])).toBe("a=1; c=3");
  });
});
