import { describe, expect, it } from "vitest";
import { z } from "zod";
import { choiceParam, flagParam, pageParam, parseUrlQuery, textParam, urlSearch } from "./url-query";

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
});
