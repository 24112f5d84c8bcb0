import { describe, expect, it } from "vitest";
import { authErrorKey } from "./auth-errors";

describe("authErrorKey", () => {
  it("names the answers a visitor can act on", () => {
    expect(authErrorKey({ status: 401, code: "INVALID_EMAIL_OR_PASSWORD" })).toBe("invalidCredentials");
    expect(authErrorKey({ status: 403, code: "EMAIL_NOT_VERIFIED" })).toBe("emailNotVerified");
    expect(authErrorKey({ status: 400, code: "PASSWORD_TOO_SHORT" })).toBe("passwordTooShort");
    expect(authErrorKey({ status: 400, code: "PASSWORD_TOO_LONG" })).toBe("passwordTooLong");
    expect(authErrorKey({ status: 400, code: "INVALID_EMAIL" })).toBe("invalidEmail");
    expect(authErrorKey({ status: 400, code: "INVALID_TOKEN" })).toBe("invalidToken");
    expect(authErrorKey({ status: 400, code: "TOKEN_EXPIRED" })).toBe("invalidToken");
  });

  it("reads a rate limit from the status, whatever the code", () => {
    expect(authErrorKey({ status: 429 })).toBe("tooManyAttempts");
    expect(authErrorKey({ status: 429, code: "INVALID_EMAIL_OR_PASSWORD" })).toBe("tooManyAttempts");
  });

  it("falls back to a generic message for anything else, never the raw code", () => {
    expect(authErrorKey({ status: 500, code: "FAILED_TO_CREATE_USER" })).toBe("generic");
    expect(authErrorKey({ status: 400, code: "toString" })).toBe("generic");
    expect(authErrorKey({ status: 0 })).toBe("generic");
    expect(authErrorKey(null)).toBe("generic");
  });
});
