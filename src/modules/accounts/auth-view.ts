/** What /auth shows first: ?view=sign-up from "Create an account" links, ?view=forgot from an expired reset link. */
const authViews = ["sign-in", "sign-up", "forgot"] as const;
export type AuthView = (typeof authViews)[number];

export function toAuthView(value: unknown): AuthView {
  return authViews.find((view) => view === value) ?? "sign-in";
}
