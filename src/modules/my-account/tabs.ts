/** The account page's tabs, in order; each is a URL (?tab=), so Back and a shared link work. */
export const ACCOUNT_TABS = ["profile", "orders", "designs", "payment", "addresses"] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** The tab a query value asks for; anything else is the profile. */
export function accountTab(value: unknown): AccountTab {
  return ACCOUNT_TABS.find((tab) => tab === value) ?? "profile";
}

/** The page's path for a tab; the profile is the bare /my-account. */
export function accountTabHref(tab: AccountTab): string {
  return tab === "profile" ? "/my-account" : `/my-account?tab=${tab}`;
}
