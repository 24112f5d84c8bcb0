import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  choiceParam,
  dateParam,
  flagParam,
  pageParam,
  parseUrlQuery,
  textParam,
  urlSearch,
} from "./url-query";

const schema = z.object({
  q: textParam(5),
  show: choiceParam(["open", "all"], "open"),
  page: pageParam,
  errors: flagParam,
});

describe("a list's URL query", () => {
  it("reads each field, taking the first of repeated ones", () => {
    expect(parseUrlQuery(schema, { q: [" ab ", "c"], show: "all", page: "3", errors: "1" })).toEqual({
      q: "ab",
      show: "all",
      page: 3,
      errors: true,
    });
  });

  it("falls back field by field on anything odd, from a record or a URL", () => {
    expect(parseUrlQuery(schema, { q: "abcdefgh", show: "x", page: "-2", errors: "yes" })).toEqual({
      q: "abcde",
      show: "open",
      page: 1,
      errors: false,
    });
    expect(parseUrlQuery(schema, new URLSearchParams("page=abc"))).toEqual({
      q: "",
      show: "open",
      page: 1,
      errors: false,
    });
  });

  it("drops text that is too long when asked to, rather than cutting it", () => {
    expect(parseUrlQuery(z.object({ order: textParam(3, "empty") }), { order: "abcd" })).toEqual({
      order: "",
    });
  });

  it("writes links with defaults left out", () => {
    expect(urlSearch({ q: "a b", show: false, page: 1, errors: true })).toBe("?q=a+b&errors=1");
    expect(urlSearch({ q: "", page: 2 })).toBe("?page=2");
    expect(urlSearch({ q: undefined })).toBe("");
  });

  it("takes a real calendar day as a date input sends it, or none", () => {
    const days = z.object({ from: dateParam });
    expect(parseUrlQuery(days, { from: "2028-02-29" }).from).toBe("2028-02-29");
    expect(parseUrlQuery(days, { from: ["2026-11-01", "2026-11-02"] }).from).toBe("2026-11-01");
    for (const bad of [
      "2026-02-29",
      "2026-04-31",
      "2026-00-10",
      "2026-1-1",
      "1999-01-01",
      "01/11/2026",
      undefined,
    ])
      expect(parseUrlQuery(days, { from: bad }).from).toBe("");
  });
});
