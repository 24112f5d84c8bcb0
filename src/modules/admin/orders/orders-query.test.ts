import { describe, expect, it } from "vitest";
import {
  adminOrderHref,
  adminOrdersBackHref,
  adminOrdersSearch,
  hasAdminOrdersFilters,
  parseAdminOrdersQuery,
} from "./orders-query";

const DEFAULTS = {
  q: "",
  status: "all",
  payment: "all",
  currency: "all",
  from: "",
  to: "",
  attention: false,
  sort: "newest",
  page: 1,
};

describe("admin orders query", () => {
  it("reads the filters from the URL", () => {
    expect(parseAdminOrdersQuery({ q: "  somchai ", status: "shipped", page: "3" })).toEqual({
      ...DEFAULTS,
      q: "somchai",
      status: "shipped",
      page: 3,
    });
    expect(
      parseAdminOrdersQuery(
        new URLSearchParams(
          "q=PG-1&status=all&payment=partly_refunded&currency=THB&from=2026-11-01&to=2026-11-30&attention=1&sort=total_desc&page=2",
        ),
      ),
    ).toEqual({
      q: "PG-1",
      status: "all",
      payment: "partly_refunded",
      currency: "THB",
      from: "2026-11-01",
      to: "2026-11-30",
      attention: true,
      sort: "total_desc",
      page: 2,
    });
  });

  it("falls back to defaults for missing, repeated or bad values, one field at a time", () => {
    expect(parseAdminOrdersQuery({})).toEqual(DEFAULTS);
    expect(parseAdminOrdersQuery({ q: ["a", "b"], status: "lost", page: "-4" })).toEqual({
      ...DEFAULTS,
      q: "a",
    });
    expect(parseAdminOrdersQuery({ status: "pending", page: "1.5" })).toEqual({
      ...DEFAULTS,
      status: "pending",
    });
    expect(parseAdminOrdersQuery({ page: "9".repeat(40) }).page).toBe(1);
    expect(parseAdminOrdersQuery({ q: "x".repeat(500) }).q).toHaveLength(100);
    expect(
      parseAdminOrdersQuery({
        payment: "PAID",
        currency: "JPY",
        attention: "true",
        sort: "total",
        from: "2026-02-30",
        to: "2026-13-01",
      }),
    ).toEqual(DEFAULTS);
    for (const day of [
      "26-11-01",
      "2026-1-01",
      "1999-12-31",
      "2026-11-01T00:00",
      "",
      "tomorrow",
      "２０２６-11-01",
    ])
      expect(parseAdminOrdersQuery({ from: day }).from).toBe("");
    expect(parseAdminOrdersQuery({ from: "2028-02-29", to: ["2026-11-02", "x"] })).toMatchObject({
      from: "2028-02-29",
      to: "2026-11-02",
    });
    expect(parseAdminOrdersQuery({ from: "2026-11-01", to: "2026-02-29", currency: "EUR" })).toMatchObject({
      from: "2026-11-01",
      to: "",
      currency: "EUR",
    });
  });

  it("writes links without the defaults, which read back the same", () => {
    expect(adminOrdersSearch(DEFAULTS as never)).toBe("");
    expect(adminOrdersSearch({ q: "a b&c", status: "printing", page: 2 })).toBe(
      "?q=a+b%26c&status=printing&page=2",
    );
    const full = parseAdminOrdersQuery({
      q: "müller",
      status: "shipped",
      payment: "refunded",
      currency: "GBP",
      from: "2026-01-01",
      to: "2026-01-31",
      attention: "1",
      sort: "oldest",
      page: "4",
    });
    const search = adminOrdersSearch(full);
    expect(search).toBe(
      "?q=m%C3%BCller&status=shipped&payment=refunded&currency=GBP&from=2026-01-01&to=2026-01-31&attention=1&sort=oldest&page=4",
    );
    expect(parseAdminOrdersQuery(new URLSearchParams(search))).toEqual(full);
    expect(hasAdminOrdersFilters(full)).toBe(true);
    expect(hasAdminOrdersFilters(parseAdminOrdersQuery({ page: "3" }))).toBe(false);
    expect(hasAdminOrdersFilters(parseAdminOrdersQuery({ sort: "total_asc" }))).toBe(true);
  });

  it("carries the list's filters to an order's page and back, never anywhere else", () => {
    const query = parseAdminOrdersQuery({ q: "nok", payment: "paid", page: "2" });
    const href = adminOrderHref("PG-AAAA1111", query);
    expect(href).toBe("/admin/orders/PG-AAAA1111?back=%3Fq%3Dnok%26payment%3Dpaid%26page%3D2");
    expect(adminOrderHref("PG-AAAA1111", parseAdminOrdersQuery({}))).toBe("/admin/orders/PG-AAAA1111");

    const back = new URL(href, "https://shop.example").searchParams;
    expect(adminOrdersBackHref(back)).toBe("/admin/orders?q=nok&payment=paid&page=2");
    expect(adminOrdersBackHref({})).toBe("/admin/orders");
    // Anything but a query string of the list's own parameters is dropped or rewritten.
    for (const evil of [
      "https://evil.example/",
      "//evil.example",
      "/admin/users",
      "javascript:alert(1)",
      "x?q=a",
    ])
      expect(adminOrdersBackHref({ back: evil })).toBe("/admin/orders");
    expect(adminOrdersBackHref({ back: "?q=a&next=//evil.example&status=nope&sort=oldest" })).toBe(
      "/admin/orders?q=a&sort=oldest",
    );
    expect(adminOrdersBackHref({ back: `?q=${"x".repeat(3_000)}` })).toBe("/admin/orders");
  });
});
