import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { authorize } from "@/modules/accounts/server";
import { signUpVerified } from "@/modules/accounts/testing";
import { users } from "@/server/db/schema/accounts";
import { auditLog } from "@/server/db/schema/audit";
import { markEdgeInFront } from "@/server/http/edge/edge-headers";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import { insertTestOrder } from "@/test/order-fixture";
import { setUserRole } from "./actions";
import { auditEntries } from "@/modules/admin/audit/server";
import { changeUserRole } from "./user-roles.server";
import { listAdminUsers } from "./users-list.server";
import { parseAdminUsersQuery } from "./users-query";

markEdgeInFront();
// The actions read the session cookie from the request; outside Next.js the test supplies it.
vi.mock("next/headers", () => import("@/test/next-headers"));

const testDb = freshDatabasePerTest();
const nextRequest = nextRequestPerTest({ clientAddress: "203.0.113.31" });
let signUps = 0;

/** A verified account (its own address, so sign-up limits never bite), admin when asked. */
async function account(email: string, role: "customer" | "admin") {
  const made = await signUpVerified(email, undefined, { address: `198.51.100.${60 + signUps++}` });
  if (role === "admin")
    await testDb.current.update(users).set({ role: "admin" }).where(eq(users.id, made.userId));
  return made;
}

/** Accounts written straight into the table, for the list's search and paging. */
async function plainUser(id: string, name: string, email: string, role = "customer") {
  await testDb.current.insert(users).values({ id, name, email, role });
}

const roleOf = async (id: string) =>
  (await testDb.current.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;
const adminCount = async () =>
  (await testDb.current.select().from(users).where(eq(users.role, "admin"))).length;

describe(`the Users page's list (${testEngine})`, () => {
  it("finds accounts by part of the name or e-mail, in any case, with their order count", async () => {
    await plainUser("u1", "Somchai Jaidee", "somchai@example.com");
    await plainUser("u2", "Nok", "NOK.Wong@Example.org", "admin");
    await plainUser("u3", "Anna", "anna@shop.test");
    await insertTestOrder(testDb.current, { number: "PG-USER0001", userId: "u1" });
    await insertTestOrder(testDb.current, { number: "PG-USER0002", userId: "u1" });
    const search = (q: string) => listAdminUsers(testDb.current, parseAdminUsersQuery({ q }));

    expect((await search("SOMCH")).rows).toMatchObject([{ id: "u1", orders: 2 }]);
    expect((await search("wong@exa")).rows).toMatchObject([{ id: "u2", role: "admin", orders: 0 }]);
    expect((await search("example")).total).toBe(2);
    expect((await search("jaidee")).rows.map((row) => row.email)).toEqual(["somchai@example.com"]);
    // % and _ are taken literally, not as wildcards.
    expect((await search("%")).total).toBe(0);
    expect((await search("")).total).toBe(3);
  });

  it("pages in SQL and shows the last page when asked for one past the end", async () => {
    for (let i = 0; i < 5; i++) await plainUser(`p${i}`, `Person ${i}`, `person${i}@example.com`);
    const page = await listAdminUsers(testDb.current, parseAdminUsersQuery({ page: "9" }), 2);
    expect(page).toMatchObject({ total: 5, page: 3, pageSize: 2 });
    expect(page.rows).toHaveLength(1);
  });
});

describe(`making and removing admins (${testEngine})`, () => {
  it("refuses visitors and customers and changes nothing", async () => {
    await plainUser("target", "Target", "target@example.com");
    expect(await setUserRole({ userId: "target", role: "admin" })).toEqual({
      ok: false,
      error: "unauthorized",
    });
    nextRequest.set({ cookie: (await account("nok@example.com", "customer")).cookie });
    expect(await setUserRole({ userId: "target", role: "admin" })).toEqual({
      ok: false,
      error: "unauthorized",
    });
    expect(await roleOf("target")).toBe("customer");
    expect(await testDb.current.select().from(auditLog)).toEqual([]);
  });

  it("makes a customer admin and back, each change audited with the role before and after", async () => {
    const staff = await account("staff@example.com", "admin");
    const customer = await account("somchai@example.com", "customer");
    nextRequest.set({ cookie: staff.cookie });

    expect(await setUserRole({ userId: customer.userId, role: "admin" })).toEqual({
      ok: true,
      changed: true,
    });
    expect(await roleOf(customer.userId)).toBe("admin");
    expect(await setUserRole({ userId: customer.userId, role: "admin" })).toEqual({
      ok: true,
      changed: false,
    });
    expect(await setUserRole({ userId: customer.userId, role: "customer" })).toEqual({
      ok: true,
      changed: true,
    });

    const { rows } = await auditEntries(testDb.current);
    expect(rows).toMatchObject([
      {
        action: "user.revoke-admin",
        actorEmail: "staff@example.com",
        targetType: "user",
        targetId: customer.userId,
        targetEmail: "somchai@example.com",
        before: { role: "admin" },
        after: { role: "customer" },
      },
      { action: "user.grant-admin", before: { role: "customer" }, after: { role: "admin" } },
    ]);
  });

  it("ends the staff area on the revoked admin's next request (roles are read per request)", async () => {
    const staff = await account("staff@example.com", "admin");
    const other = await account("other.staff@example.com", "admin");
    nextRequest.set({ cookie: other.cookie });
    expect(await authorize("admin")).toMatchObject({ ok: true });

    nextRequest.set({ cookie: staff.cookie });
    expect(await setUserRole({ userId: other.userId, role: "customer" })).toEqual({
      ok: true,
      changed: true,
    });

    // The same session cookie, a new request: no longer staff.
    nextRequest.set({ cookie: other.cookie });
    expect(await authorize("admin")).toEqual({ ok: false, status: 403 });
    expect(await setUserRole({ userId: staff.userId, role: "customer" })).toEqual({
      ok: false,
      error: "unauthorized",
    });
  });

  it("refuses to remove one's own admin role, and the last admin's, with a reason", async () => {
    const staff = await account("staff@example.com", "admin");
    nextRequest.set({ cookie: staff.cookie });
    expect(await setUserRole({ userId: staff.userId, role: "customer" })).toEqual({
      ok: false,
      error: "self",
    });

    // Another admin tries to remove the only admin: refused too.
    await plainUser("lone", "Lone", "lone@example.com", "admin");
    await testDb.current.update(users).set({ role: "customer" }).where(eq(users.id, "lone"));
    expect(
      await changeUserRole(
        testDb.current,
        { id: "lone", email: "lone@example.com" },
        {
          userId: staff.userId,
          role: "customer",
        },
      ),
    ).toEqual({ ok: false, error: "lastAdmin" });
    expect(await roleOf(staff.userId)).toBe("admin");
    expect(await testDb.current.select().from(auditLog)).toEqual([]);
  });

  it("answers unknown for an account that does not exist and invalid for a role that is not one", async () => {
    nextRequest.set({ cookie: (await account("staff@example.com", "admin")).cookie });
    expect(await setUserRole({ userId: "nobody", role: "admin" })).toEqual({ ok: false, error: "unknown" });
    expect(await setUserRole({ userId: "nobody", role: "owner" })).toEqual({ ok: false, error: "invalid" });
    expect(await setUserRole("admin")).toEqual({ ok: false, error: "invalid" });
  });

  it("leaves one admin when the only two revoke each other at the same moment", async () => {
    await plainUser("a", "Admin A", "a@example.com", "admin");
    await plainUser("b", "Admin B", "b@example.com", "admin");
    // A third transaction holds both admin rows while the two start, so on PostgreSQL both have begun
    // (and, without row locks, read "two admins") before either can write: the race made certain.
    let racing: Promise<unknown[]> | undefined;
    await testDb.current.transaction(async (tx) => {
      await tx.execute(sql`select id from users where role = 'admin' for update`);
      racing = Promise.all([
        changeUserRole(
          testDb.current,
          { id: "a", email: "a@example.com" },
          { userId: "b", role: "customer" },
        ),
        changeUserRole(
          testDb.current,
          { id: "b", email: "b@example.com" },
          { userId: "a", role: "customer" },
        ),
      ]);
      if (testEngine === "postgres") await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const results = await racing!;
    expect(results).toContainEqual({ ok: true, changed: true });
    expect(results).toContainEqual({ ok: false, error: "lastAdmin" });
    expect(await adminCount()).toBe(1);
    expect(await testDb.current.select().from(auditLog)).toHaveLength(1);
  });
});
