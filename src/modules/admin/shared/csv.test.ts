import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";
import { containsPattern } from "@/lib/like-pattern";

describe("CSV cells", () => {
  it("quotes commas, quotes and line breaks, doubling inner quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("Jaidee, Somchai")).toBe('"Jaidee, Somchai"');
    expect(csvCell('the "best" shop')).toBe('"the ""best"" shop"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("carriage\r\nreturn")).toBe('"carriage\r\nreturn"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("defuses cells a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""x"")"',
    );
    expect(csvCell("+66 81 234 5678")).toBe("'+66 81 234 5678");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    // Only at the start: an e-mail or a number in the middle is left alone.
    expect(csvCell("a=b@example.com")).toBe("a=b@example.com");
    expect(csvCell(-5)).toBe("-5");
  });

  it("joins rows with CRLF and ends with one", () => {
    expect(
      toCsv([
        ["a", "b"],
        ["1", null],
      ]),
    ).toBe("a,b\r\n1,\r\n");
  });
});

describe("LIKE patterns", () => {
  it("takes % _ and backslash literally", () => {
    expect(containsPattern("abc")).toBe("%abc%");
    expect(containsPattern("50%")).toBe("%50\\%%");
    expect(containsPattern("a_b")).toBe("%a\\_b%");
    expect(containsPattern("c:\\x")).toBe("%c:\\\\x%");
  });
});
