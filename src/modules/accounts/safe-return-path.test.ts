import { describe, expect, it } from "vitest";
import { isOwnRedirect } from "./auth-request-guard";
import { accountMailLocale } from "./mail-locale";
import { displayNameFor } from "./display-name";
import { roleAtSignUp } from "./roles";
import { safeReturnPath } from "./safe-return-path";

describe("where a visitor goes after signing in", () => {
  it("keeps paths on this site, with their query", () => {
    expect(safeReturnPath("/th/my-account?tab=orders")).toBe("/th/my-account?tab=orders");
    expect(safeReturnPath("/checkout")).toBe("/checkout");
  });

  it.each([
    "//evil.example",
    "https://evil.example/",
    "/\\evil.example",
    "/\\/evil",
    "javascript:alert(1)",
    "evil",
    "/\tx",
    "",
  ])("refuses %j", (target) => {
    expect(safeReturnPath(target)).toBe("/");
  });

  it("accepts an absolute URL only on our own origin for Better Auth's redirect parameters", () => {
    expect(isOwnRedirect("http://localhost:3000/my-account", "http://localhost:3000")).toBe(true);
    expect(isOwnRedirect("http://localhost:3001/my-account", "http://localhost:3000")).toBe(false);
    expect(isOwnRedirect("//evil.example", "http://localhost:3000")).toBe(false);
    expect(isOwnRedirect("/th/auth/reset-password", "http://localhost:3000")).toBe(true);
  });
});

describe("account mail details", () => {
  it("writes in the language of the page the link returns to, else the Referer, else the account's", () => {
    expect(
      accountMailLocale("http://x/api/auth/verify-email?token=t&callbackURL=%2Fth%2Fmy-account", null, "en"),
    ).toBe("th");
    expect(
      accountMailLocale("http://x/api/auth/verify-email?token=t&callbackURL=%2Fmy-account", null, "th"),
    ).toBe("en");
    expect(accountMailLocale("", "http://x/th/auth", "en")).toBe("th");
    expect(accountMailLocale("", null, "th")).toBe("th");
  });

  it("greets by the typed name, or the part of the e-mail before the @", () => {
    expect(displayNameFor("  Somchai ", "s@example.com")).toBe("Somchai");
    expect(displayNameFor("", "nok.p@example.com")).toBe("nok.p");
  });

  it("makes admins only of the e-mails listed in ADMIN_EMAILS", () => {
    expect(roleAtSignUp("Boss@Example.com", ["boss@example.com"])).toBe("admin");
    expect(roleAtSignUp("someone@example.com", ["boss@example.com"])).toBe("customer");
  });
});
