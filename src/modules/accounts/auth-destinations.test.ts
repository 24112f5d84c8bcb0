import { describe, expect, it } from "vitest";
import { afterSignInPath, afterVerificationPath, authPagePath, resetPasswordPath } from "./auth-destinations";

describe("auth destinations", () => {
  it("go back to ?next when it is a path on this site, else to the localized default", () => {
    expect(afterSignInPath("en", "/th/pricing?x=1")).toBe("/th/pricing?x=1");
    expect(afterSignInPath("en", null)).toBe("/");
    expect(afterSignInPath("th", undefined)).toBe("/th");
    expect(afterSignInPath("th", "https://evil.example/")).toBe("/th");
    expect(afterSignInPath("en", "//evil.example")).toBe("/");
    expect(afterSignInPath("th", "/th/auth?next=%2Fth")).toBe("/th");
    expect(afterSignInPath("en", "/auth/reset-password")).toBe("/");
    expect(afterSignInPath("en", "/authors")).toBe("/authors");
  });

  it("land the verification link on My Account in the page's language, or on ?next", () => {
    expect(afterVerificationPath("en", null)).toBe("/my-account");
    expect(afterVerificationPath("th", "")).toBe("/th/my-account");
    expect(afterVerificationPath("th", "/th/checkout")).toBe("/th/checkout");
  });

  it("build the reset and sign-in pages in the visitor's language", () => {
    expect(resetPasswordPath("en")).toBe("/auth/reset-password");
    expect(resetPasswordPath("th")).toBe("/th/auth/reset-password");
    expect(authPagePath("th", null, { view: "forgot" })).toBe("/th/auth?view=forgot");
    expect(authPagePath("en", "/pricing")).toBe("/auth?next=%2Fpricing");
    expect(authPagePath("en", "https://evil.example")).toBe("/auth");
  });
});
