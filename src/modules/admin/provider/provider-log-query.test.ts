import { describe, expect, it } from "vitest";
import { parseProviderLogQuery } from "./provider-log-query";

describe("the provider log's URL", () => {
  it("reads page, order and errors, and falls back to defaults on anything odd", () => {
    expect(parseProviderLogQuery({ page: "3", order: " PG-1 ", errors: "1" })).toEqual({
      page: 3,
      order: "PG-1",
      errorsOnly: true,
    });
    expect(parseProviderLogQuery({ page: "abc", order: "x".repeat(500), errors: "yes" })).toEqual({
      page: 1,
      order: "",
      errorsOnly: false,
    });
    expect(parseProviderLogQuery({ page: ["-2", "4"], order: ["a", "b"] })).toEqual({
      page: 1,
      order: "a",
      errorsOnly: false,
    });
    expect(parseProviderLogQuery({})).toEqual({ page: 1, order: "", errorsOnly: false });
  });
});
