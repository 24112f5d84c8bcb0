import { useTranslations } from "next-intl";
import { Link } from "@/modules/i18n/components/navigation";
import type { ProviderCatalogueError } from "../provider-catalogue";

/** What went wrong asking the provider, in the page's language, with where staff can act on it. */
export function ProviderErrorNotice({ error }: { error: ProviderCatalogueError }) {
  const t = useTranslations("admin.providerCatalogue");
  const message =
    error.code === "rejected"
      ? t("errors.rejected", { detail: error.detail ?? "" })
      : t(`errors.${error.code}`);
  return (
    <div
      role="alert"
      data-testid="provider-catalogue-error"
      className="grid gap-2 rounded-[var(--radius)] border border-destructive/40 bg-destructive/5 p-4"
    >
      <p className="font-medium">{t("errors.title")}</p>
      <p className="text-sm">{message}</p>
      <p className="flex flex-wrap gap-4 text-sm">
        {error.code === "notConnected" || error.code === "refused" ? (
          <Link href="/admin/configuration" className="underline underline-offset-4">
            {t("configuration")}
          </Link>
        ) : (
          <Link href="/admin/logs" className="underline underline-offset-4">
            {t("logs")}
          </Link>
        )}
      </p>
    </div>
  );
}
