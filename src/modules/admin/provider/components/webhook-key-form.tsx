"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { useRouter } from "@/modules/i18n/components/navigation";
import { saveProviderWebhookKey } from "../actions";
import type { ProviderConfiguration } from "../provider-configuration.server";

/**
 * Staff type the CloudSignal webhook key from Cloudprinter's dashboard. Like the API key, a saved key
 * never comes back to the browser: the card says only "saved" or "not set".
 */
export function WebhookKeyForm({ configuration }: { configuration: ProviderConfiguration }) {
  const t = useTranslations("admin.config.webhookKey");
  const router = useRouter();
  const [webhookKey, setWebhookKey] = useState("");
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(configuration.hasSavedWebhookKey);
  const [pending, startWork] = useTransition();
  const hint = saved ? t("saved") : t("notSet");

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (webhookKey.trim().length < 8) {
      setError(t("tooShort"));
      return;
    }
    startWork(async () => {
      const result = await saveProviderWebhookKey({ webhookKey }).catch(
        () => ({ ok: false, error: "failed" }) as const,
      );
      if (result.ok) {
        setWebhookKey("");
        setError(undefined);
        setSaved(result.configuration.hasSavedWebhookKey);
        toast.success(t("toastSaved"));
        // The webhook notice above ("signals are accepted") is rendered on the server.
        router.refresh();
      } else if (result.error === "invalid") setError(t("tooShort"));
      else if (result.error === "unauthorized") toast.error(t("unauthorized"));
      else toast.error(t("failed"));
    });
  };

  return (
    <Card>
      <CardContent className="grid gap-4 p-6">
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold">{t("title")}</h2>
          <p className="text-sm text-muted-foreground">{t("description")}</p>
        </div>
        <form onSubmit={save} className="grid gap-3" noValidate>
          <Field id="provider-webhook-key-input" label={t("label")} error={error} hint={hint}>
            <Input
              {...fieldControlProps("provider-webhook-key-input", { error, hint, name: "webhookKey" })}
              type="password"
              value={webhookKey}
              onChange={(event) => setWebhookKey(event.target.value)}
              placeholder={saved ? t("keep") : t("placeholder")}
              autoComplete="off"
              spellCheck={false}
              maxLength={200}
            />
          </Field>
          <p className="text-xs text-muted-foreground">{t("environmentWins")}</p>
          <div>
            <Button type="submit" disabled={pending}>
              {t("save")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
