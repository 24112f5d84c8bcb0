import { requireAdmin } from "@/modules/accounts/server";
import { localizedPath } from "@/modules/i18n";
import { redirect } from "@/modules/i18n/components/navigation";
import { resolvePageLocale, type LocaleParams } from "@/modules/i18n/server";

/** /admin/database opens its first page, the catalog (after the same staff check as every admin page). */
export default async function DatabasePage({ params }: LocaleParams) {
  const locale = await resolvePageLocale(params);
  await requireAdmin(locale, localizedPath(locale, "/admin/database"));
  redirect({ href: "/admin/database/catalog", locale });
}
