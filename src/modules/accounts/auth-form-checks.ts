import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-rules";

/**
 * The checks the auth forms make before calling the server, so the common mistakes get an answer at
 * once. The server checks again (Better Auth); these only save a round trip.
 */
export type AuthFormErrorKey =
  | "fillAllFields"
  | "emailRequired"
  | "invalidEmail"
  | "passwordTooShort"
  | "passwordTooLong"
  | "passwordsMustMatch";

export type AuthField = "email" | "password" | "confirmPassword";

/** A message key (under `auth.errors`) and the fields it is about, so they can be marked invalid. */
export type AuthFormProblem = { key: AuthFormErrorKey; fields: AuthField[] };

// Deliberately loose: it catches typos like a missing @; the server has the last word.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function missing(values: Partial<Record<AuthField, string>>): AuthFormProblem | null {
  const empty = (Object.keys(values) as AuthField[]).filter((field) => !values[field]?.trim());
  return empty.length > 0 ? { key: "fillAllFields", fields: empty } : null;
}

function emailProblem(email: string): AuthFormProblem | null {
  return EMAIL_SHAPE.test(email.trim()) ? null : { key: "invalidEmail", fields: ["email"] };
}

function newPasswordProblem(password: string, confirmPassword: string): AuthFormProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return { key: "passwordTooShort", fields: ["password"] };
  if (password.length > PASSWORD_MAX_LENGTH) return { key: "passwordTooLong", fields: ["password"] };
  if (password !== confirmPassword) return { key: "passwordsMustMatch", fields: ["confirmPassword"] };
  return null;
}

export function checkSignIn(input: { email: string; password: string }): AuthFormProblem | null {
  return missing(input) ?? emailProblem(input.email);
}

/** The display name is optional (the server falls back to the e-mail's prefix), so it is not checked. */
export function checkSignUp(input: {
  email: string;
  password: string;
  confirmPassword: string;
}): AuthFormProblem | null {
  return (
    missing(input) ?? emailProblem(input.email) ?? newPasswordProblem(input.password, input.confirmPassword)
  );
}

export function checkResetRequest(email: string): AuthFormProblem | null {
  if (!email.trim()) return { key: "emailRequired", fields: ["email"] };
  return emailProblem(email);
}

export function checkNewPassword(input: {
  password: string;
  confirmPassword: string;
}): AuthFormProblem | null {
  return missing(input) ?? newPasswordProblem(input.password, input.confirmPassword);
}
