import { describe, expect, it } from "vitest";
import { users } from "@/server/db/schema/accounts";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { auditChanges, auditSearch, parseAuditQuery } from "./audit-query";
import { auditActions, auditEntries, recordAudit } from "./audit.server";

const testDb = freshDatabasePerTest();
const staff = { id: "staff", email: "staff@example.com" };

describe(`the audit log reader (${testEngine})`, () => {
  it("answers newest first, filtered by action and by part of the target or of an account's e-mail", async () => {
    await testDb.current.insert(users).values([
      { id: "staff", name: "Staff", email: "staff@example.com", role: "admin" },
      { id: "u-42", name: "Nok", email: "Nok.Wong@example.com" },
    ]);
    await recordAudit(testDb.current, staff, {
      action: "order.cancel",
      targetType: "order",
      targetId: "PG-7KQ2M9XB",
      before: { status: "pending" },
      after: { status: "cancelled" },
    });
    await recordAudit(testDb.current, staff, {
      action: "user.grant-admin",
      targetType: "user",
      targetId: "u-42",
      before: { role: "customer" },
      after: { role: "admin" },
    });

    const all = await auditEntries(testDb.current);
    expect(all.total).toBe(2);
    expect(all.rows.map((row) => row.action)).toEqual(["user.grant-admin", "order.cancel"]);
    expect(all.rows[0]).toMatchObject({ targetEmail: "Nok.Wong@example.com" });
    expect(all.rows[1]!.targetEmail).toBeNull();

    expect((await auditEntries(testDb.current, { action: "order.cancel" })).rows).toHaveLength(1);
    expect((await auditEntries(testDb.current, { targetSearch: "7kq2" })).rows[0]!.targetId).toBe(
      "PG-7KQ2M9XB",
    );
    expect((await auditEntries(testDb.current, { targetSearch: "NOK.w" })).rows[0]!.targetId).toBe("u-42");
    expect((await auditEntries(testDb.current, { targetSearch: "nobody" })).total).toBe(0);
    expect(
      (await auditEntries(testDb.current, { target: { type: "order", id: "PG-7KQ2M9XB" } })).rows,
    ).toHaveLength(1);
    expect(await auditActions(testDb.current)).toEqual(["order.cancel", "user.grant-admin"]);
  });

  it("answers an empty page for a new shop", async () => {
    expect(await auditEntries(testDb.current, { page: 5 })).toEqual({
      rows: [],
      total: 0,
      page: 1,
      pageSize: 50,
    });
  });
});

describe("the audit log's URL and changes", () => {
  it("keeps filters and page in the URL, falling back quietly on nonsense", () => {
    const query = parseAuditQuery({ action: " user.grant-admin ", target: "nok", page: "2" });
    expect(query).toEqual({ action: "user.grant-admin", target: "nok", page: 2 });
    expect(auditSearch(query)).toBe("?action=user.grant-admin&target=nok&page=2");
    expect(parseAuditQuery({ page: "-3" })).toEqual({ action: "", target: "", page: 1 });
    expect(auditSearch({ page: 1 })).toBe("");
  });

  it("lists only the fields that changed, including ones added or removed", () => {
    expect(
      auditChanges(
        { role: "customer", name: "Nok", tags: ["a"] },
        { role: "admin", name: "Nok", note: "x", tags: ["a"] },
      ),
    ).toEqual([
      { field: "note", before: undefined, after: "x" },
      { field: "role", before: "customer", after: "admin" },
    ]);
    expect(auditChanges(null, { perUsd: 35 })).toEqual([{ field: "perUsd", before: undefined, after: 35 }]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});
