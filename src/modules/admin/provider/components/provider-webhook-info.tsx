import { useTranslations } from "next-intl";
import { Card, CardContent } from "@/components/ui/card";
import type { ProviderConfiguration } from "../provider-configuration.server";

/**
 * What to paste into Cloudprinter's dashboard for CloudSignal, and whether signals can be accepted:
 * without a webhook key every signal is refused with 503 (docs/cloudprinter.md §3.1). Never the key.
 */
export function ProviderWebhookInfo({ configuration }: { configuration: ProviderConfiguration }) {
  const t = useTranslations("admin.config.webhook");
  return (
    <Card>
      <CardContent className="grid gap-4 p-6">
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold">{t("title")}</h2>
          <p className="text-sm text-muted-foreground">{t("description")}</p>
        </div>
        <div className="grid gap-2">
          <span className="text-sm font-medium">{t("url")}</span>
          <code
            className="rounded-[var(--radius)] border border-border bg-muted/40 px-3 py-2 font-mono text-sm break-all select-all"
            data-testid="provider-webhook-url"
          >
            {configuration.webhookUrl}
          </code>
        </div>
        <p
          className={configuration.hasWebhookKey ? "text-sm" : "text-sm text-destructive"}
          data-testid="provider-webhook-key"
        >
          {configuration.hasWebhookKey ? t("keyConfigured") : t("keyMissing")}
        </p>
      </CardContent>
    </Card>
  );
}
