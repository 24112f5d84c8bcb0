import { describe, expect, it } from "vitest";
import { adminOrdersSearch, parseAdminOrdersQuery } from "./orders-query";

describe("admin orders query", () => {
  it("reads the filters from the URL", () => {
    expect(parseAdminOrdersQuery({ q: "  somchai ", status: "shipped", page: "3" })).toEqual({
      q: "somchai",
      status: "shipped",
      page: 3,
    });
    expect(parseAdminOrdersQuery(new URLSearchParams("q=PG-1&status=all&page=2"))).toEqual({
      q: "PG-1",
      status: "all",
      page: 2,
    });
  });

  it("falls back to defaults for missing, repeated or bad values, one field at a time", () => {
    expect(parseAdminOrdersQuery({})).toEqual({ q: "", status: "all", page: 1 });
    expect(parseAdminOrdersQuery({ q: ["a", "b"], status: "lost", page: "-4" })).toEqual({
      q: "a",
      status: "all",
      page: 1,
    });
    expect(parseAdminOrdersQuery({ status: "pending", page: "1.5" })).toEqual({
      q: "",
      status: "pending",
      page: 1,
    });
    expect(parseAdminOrdersQuery({ page: "9".repeat(40) }).page).toBe(1);
    expect(parseAdminOrdersQuery({ q: "x".repeat(500) }).q).toHaveLength(100);
  });

  it("writes links without the defaults", () => {
    expect(adminOrdersSearch({ q: "", status: "all", page: 1 })).toBe("");
    expect(adminOrdersSearch({ q: "a b&c", status: "printing", page: 2 })).toBe(
      "?q=a+b%26c&status=printing&page=2",
    );
  });
});
