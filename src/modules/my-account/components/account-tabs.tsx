import { useTranslations } from "next-intl";
import { cn } from "@/lib/cn";
import { Link } from "@/modules/i18n/components/navigation";
import { ACCOUNT_TABS, accountTabHref, type AccountTab } from "../tabs";

/**
 * The sections as links (?tab=), so each is its own history entry: Back returns to the previous
 * tab, and a tab can be bookmarked. Links are reached with Tab and opened with Enter like any other;
 * on a phone the row scrolls sideways rather than wrapping.
 */
export function AccountTabs({ current }: { current: AccountTab }) {
  const t = useTranslations("account.tabs");
  return (
    <nav aria-label={t("label")} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-border">
        {ACCOUNT_TABS.map((tab) => (
          <li key={tab}>
            <Link
              href={accountTabHref(tab)}
              aria-current={tab === current ? "page" : undefined}
              data-tab={tab}
              className={cn(
                "-mb-px inline-flex h-11 items-center border-b-2 px-4 text-sm font-medium whitespace-nowrap",
                "rounded-t-[var(--radius)] focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                tab === current
                  ? "border-primary text-primary"
                  : "border-transparent text-muted-foreground hover:text-foreground",
              )}
            >
              {t(tab)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
