import { redirect } from "@/modules/i18n/components/navigation";
import { resolvePageLocale, type LocaleParams } from "@/modules/i18n/server";

/** The old "dashboard" address: the account page, in the same language. */
export default async function DashboardPage({ params }: LocaleParams) {
  const locale = await resolvePageLocale(params);
  redirect({ href: "/my-account", locale });
}
