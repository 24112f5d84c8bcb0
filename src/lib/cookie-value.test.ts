import { describe, expect, it } from "vitest";
import { cookieValue } from "./cookie-value";

describe("reading one cookie", () => {
  it("finds it among others, decoded, and says when it is absent", () => {
    const header = "theme=dark; country=GB; note=a%20b=c";
    expect(cookieValue(header, "country")).toBe("GB");
    expect(cookieValue(header, "note")).toBe("a b=c");
    expect(cookieValue(header, "currency")).toBeUndefined();
    expect(cookieValue(undefined, "country")).toBeUndefined();
  });

  it("does not match a cookie whose name only ends with the one asked for", () => {
    expect(cookieValue("xlang=th", "lang")).toBeUndefined();
  });

  it("answers a broken %-escape as sent instead of throwing", () => {
    expect(cookieValue("lang=%E0", "lang")).toBe("%E0");
  });
});
