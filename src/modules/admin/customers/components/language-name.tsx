import { useTranslations } from "next-intl";

/** A customer's language by name in the page's language; a code the shop no longer has, as it is. */
export function LanguageName({ locale }: { locale: string | null }) {
  const t = useTranslations("admin.customers.languages");
  if (locale === "en" || locale === "th") return <>{t(locale)}</>;
  return <>{locale ?? "—"}</>;
}
