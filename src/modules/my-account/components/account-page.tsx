import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { AccountTab } from "../tabs";
import { AccountTabs } from "./account-tabs";

/**
 * The account page's frame: heading, who is signed in, the tabs, and the current tab's panel (the
 * route loads only what that tab shows).
 */
export function AccountPage({
  tab,
  email,
  children,
}: {
  tab: AccountTab;
  email: string;
  children: ReactNode;
}) {
  const t = useTranslations("account");
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t("heading")}</h1>
        <p className="text-sm break-all text-muted-foreground">{t("signedInAs", { email })}</p>
      </div>
      <AccountTabs current={tab} />
      <div className="grid gap-6" data-testid={`account-tab-${tab}`}>
        {children}
      </div>
    </div>
  );
}
