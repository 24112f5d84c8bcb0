import { describe, expect, it } from "vitest";
import { checkNewPassword, checkResetRequest, checkSignIn, checkSignUp } from "./auth-form-checks";

describe("auth form checks", () => {
  it("sign-in wants both fields and an e-mail-shaped address", () => {
    expect(checkSignIn({ email: "", password: "" })).toEqual({
      key: "fillAllFields",
      fields: ["email", "password"],
    });
    expect(checkSignIn({ email: "nok@example.com", password: "  " })).toEqual({
      key: "fillAllFields",
      fields: ["password"],
    });
    expect(checkSignIn({ email: "nok.example.com", password: "x" })).toEqual({
      key: "invalidEmail",
      fields: ["email"],
    });
    // Any length: an old password shorter than today's rule must still sign in.
    expect(checkSignIn({ email: " nok@example.com ", password: "x" })).toBeNull();
  });

  it("sign-up checks presence, then e-mail, then length, then that both passwords match", () => {
    const good = { email: "nok@example.com", password: "correct horse", confirmPassword: "correct horse" };
    expect(checkSignUp(good)).toBeNull();
    expect(checkSignUp({ ...good, confirmPassword: "" })).toEqual({
      key: "fillAllFields",
      fields: ["confirmPassword"],
    });
    expect(checkSignUp({ ...good, email: "nok@" })?.key).toBe("invalidEmail");
    expect(checkSignUp({ ...good, password: "short", confirmPassword: "short" })).toEqual({
      key: "passwordTooShort",
      fields: ["password"],
    });
    expect(checkSignUp({ ...good, password: "x".repeat(129), confirmPassword: "x".repeat(129) })?.key).toBe(
      "passwordTooLong",
    );
    expect(checkSignUp({ ...good, confirmPassword: "correct horsf" })).toEqual({
      key: "passwordsMustMatch",
      fields: ["confirmPassword"],
    });
  });

  it("a reset request asks for the e-mail by name", () => {
    expect(checkResetRequest("  ")).toEqual({ key: "emailRequired", fields: ["email"] });
    expect(checkResetRequest("nok")).toEqual({ key: "invalidEmail", fields: ["email"] });
    expect(checkResetRequest("nok@example.com")).toBeNull();
  });

  it("a new password follows the sign-up rules", () => {
    expect(checkNewPassword({ password: "", confirmPassword: "" })?.key).toBe("fillAllFields");
    expect(checkNewPassword({ password: "1234567", confirmPassword: "1234567" })?.key).toBe(
      "passwordTooShort",
    );
    expect(checkNewPassword({ password: "12345678", confirmPassword: "12345679" })?.key).toBe(
      "passwordsMustMatch",
    );
    expect(checkNewPassword({ password: "12345678", confirmPassword: "12345678" })).toBeNull();
  });
});
