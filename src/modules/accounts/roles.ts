/** The two roles (docs/accounts.md). Only the server sets them; the browser never sends one. */
export const roles = ["customer", "admin"] as const;
export type Role = (typeof roles)[number];

/** A new account is a customer, unless its e-mail is in ADMIN_EMAILS. */
export function roleAtSignUp(email: string, adminEmails: readonly string[]): Role {
  return adminEmails.includes(email.trim().toLowerCase()) ? "admin" : "customer";
}

export function isAdminRole(role: string | null | undefined): boolean {
  return role === "admin";
}
