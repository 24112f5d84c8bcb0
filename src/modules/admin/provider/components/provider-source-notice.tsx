import { useTranslations } from "next-intl";
import type { ProviderConfiguration } from "../provider-configuration.server";

/**
 * Which connection is in force (docs/cloudprinter.md §1.2): a key in the server's environment wins, so
 * staff must know that saving here changes nothing until the operator removes it.
 */
export function ProviderSourceNotice({ configuration }: { configuration: ProviderConfiguration }) {
  const t = useTranslations("admin.config");
  const environment = configuration.activeEnvironment
    ? t(`environments.${configuration.activeEnvironment}`)
    : "";
  const override = configuration.activeSource === "environment";
  return (
    <p
      role="note"
      data-testid="provider-source"
      className={
        override
          ? "rounded-[var(--radius)] border border-warning bg-warning/10 p-4 text-sm"
          : "rounded-[var(--radius)] border border-border bg-muted/40 p-4 text-sm"
      }
    >
      {t(`source.${configuration.activeSource}`, { environment })}
    </p>
  );
}
