"use client";

import { EyeIcon, EyeOffIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, useTransition, type FormEvent } from "react";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toaster";
import { useRouter } from "@/modules/i18n/components/navigation";
import {
  clearProviderConfiguration,
  saveProviderConfiguration,
  testProviderConfiguration,
  type TestProviderResult,
} from "../actions";
import type { ProviderConfiguration } from "../provider-configuration.server";

/** The two modes of a Cloudprinter key staff choose between (the simulator is npm start's stand-in). */
const CARD_ENVIRONMENTS = ["sandbox", "live"] as const;
type CardEnvironment = (typeof CARD_ENVIRONMENTS)[number];
type ConnectionState = "idle" | "testing" | "connected" | "failed";

const stateBadge: Record<ConnectionState, BadgeVariant> = {
  idle: "neutral",
  testing: "info",
  connected: "success",
  failed: "destructive",
};

type KeyProblem = "apiKeyRequired" | "connectionFailed" | "connectionError";
const KEY_PROBLEM_TEXT = {
  apiKeyRequired: "apiKeyRequired",
  connectionFailed: "toast.notSavedRefused",
  connectionError: "toast.notSavedUnreachable",
} as const satisfies Record<KeyProblem, string>;

function cardEnvironment(configuration: ProviderConfiguration): CardEnvironment {
  const saved = configuration.environment;
  return saved === "live" || saved === "sandbox" ? saved : "sandbox";
}

/**
 * The provider settings card: environment, API key (typed here only; a saved key is never sent back,
 * so "show" reveals only what was typed), Test, Save and Clear. Every rule (a key is required, which
 * key a blank field tests) is the server's; the card shows its answers.
 */
export function ProviderSettingsCard({ configuration: initial }: { configuration: ProviderConfiguration }) {
  const t = useTranslations("admin.config");
  const router = useRouter();
  const [configuration, setConfiguration] = useState(initial);
  const [environment, setEnvironment] = useState<CardEnvironment>(() => cardEnvironment(initial));
  const [apiKey, setApiKey] = useState("");
  const [showKey, setShowKey] = useState(false);
  const [connection, setConnection] = useState<ConnectionState>("idle");
  // Why the key field is marked: none typed where one is needed, or Save's check of it failed.
  const [keyProblem, setKeyProblem] = useState<KeyProblem>();
  const [pending, startWork] = useTransition();

  const unsaved = apiKey.trim() !== "" || environment !== cardEnvironment(configuration);
  const keyError = keyProblem ? t(KEY_PROBLEM_TEXT[keyProblem]) : undefined;
  const keyHint = configuration.apiKeyHint
    ? t("apiKeySaved", { hint: configuration.apiKeyHint })
    : t("apiKeyNone");

  // A changed key or environment is another connection: the last test result no longer applies.
  const edited = () => {
    setConnection("idle");
    setKeyProblem(undefined);
  };

  const applied = (next: ProviderConfiguration) => {
    setConfiguration(next);
    setEnvironment(cardEnvironment(next));
    setApiKey("");
    setShowKey(false);
    setConnection("idle");
    setKeyProblem(undefined);
    // The notices around the card (key in force, webhook key) are rendered on the server.
    router.refresh();
  };

  const askForKey = () => {
    setKeyProblem("apiKeyRequired");
    toast.error(t("apiKeyRequired"));
  };

  const test = () => {
    setConnection("testing");
    startWork(async () => {
      const result: TestProviderResult = await testProviderConfiguration({ environment, apiKey }).catch(
        () => ({ ok: false, error: "failed" }) as const,
      );
      if (result.ok) {
        setConnection("connected");
        toast.success(t("toast.connected"), {
          description: t("toast.connectedBody", { count: result.products }),
        });
        return;
      }
      setConnection(result.error === "apiKeyRequired" ? "idle" : "failed");
      if (result.error === "apiKeyRequired") askForKey();
      else if (result.error === "connectionFailed")
        toast.error(t("toast.failed"), { description: t("toast.failedBody") });
      else if (result.error === "unauthorized") toast.error(t("toast.unauthorized"));
      else toast.error(t("toast.error"), { description: t("toast.errorBody") });
    });
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    startWork(async () => {
      const result = await saveProviderConfiguration({ environment, apiKey }).catch(
        () => ({ ok: false, error: "failed" }) as const,
      );
      if (result.ok) {
        applied(result.configuration);
        toast.success(t("toast.saved"), { description: t("toast.savedBody") });
      } else if (result.error === "apiKeyRequired") askForKey();
      else if (result.error === "connectionFailed" || result.error === "connectionError") {
        // Save tried the key first and nothing was stored: the typed key stays for staff to correct,
        // and the reason stays under it after the toast has gone.
        setConnection("failed");
        setKeyProblem(result.error);
        toast.error(t("toast.notSaved"), { description: t(KEY_PROBLEM_TEXT[result.error]) });
      } else if (result.error === "unauthorized") toast.error(t("toast.unauthorized"));
      else toast.error(t("toast.saveFailed"), { description: t("toast.saveFailedBody") });
    });
  };

  const clear = () => {
    if (!window.confirm(t("clearConfirm"))) return;
    startWork(async () => {
      const result = await clearProviderConfiguration().catch(
        () => ({ ok: false, error: "failed" }) as const,
      );
      if (result.ok) {
        applied(result.configuration);
        toast.success(t("toast.cleared"), { description: t("toast.clearedBody") });
      } else if (result.error === "unauthorized") toast.error(t("toast.unauthorized"));
      else toast.error(t("toast.clearFailed"));
    });
  };

  return (
    <Card>
      <CardContent className="grid gap-6 p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <h2 className="text-lg font-semibold">{t("title")}</h2>
            <p className="text-sm text-muted-foreground">{t("description")}</p>
          </div>
          {unsaved ? (
            <Badge variant="warning" data-testid="provider-unsaved">
              {t("unsaved")}
            </Badge>
          ) : null}
        </div>
        <form onSubmit={save} className="grid gap-5" noValidate>
          <Field id="provider-environment" label={t("environment")}>
            <NativeSelect
              {...fieldControlProps("provider-environment", { name: "environment" })}
              value={environment}
              onChange={(event) => {
                setEnvironment(event.target.value as CardEnvironment);
                edited();
              }}
            >
              {CARD_ENVIRONMENTS.map((value) => (
                <option key={value} value={value}>
                  {t(`environments.${value}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="provider-api-key" label={t("apiKey")} error={keyError} hint={keyHint}>
            <div className="flex gap-2">
              <Input
                {...fieldControlProps("provider-api-key", { error: keyError, hint: keyHint, name: "apiKey" })}
                type={showKey ? "text" : "password"}
                value={apiKey}
                onChange={(event) => {
                  setApiKey(event.target.value);
                  edited();
                }}
                placeholder={configuration.apiKeyHint ? t("apiKeyKeep") : t("apiKeyPlaceholder")}
                autoComplete="off"
                spellCheck={false}
                maxLength={200}
              />
              <Button
                type="button"
                variant="outline"
                size="icon"
                onClick={() => setShowKey((shown) => !shown)}
                aria-label={showKey ? t("hideKey") : t("showKey")}
                aria-pressed={showKey}
                aria-controls="provider-api-key"
              >
                {showKey ? <EyeOffIcon aria-hidden /> : <EyeIcon aria-hidden />}
              </Button>
            </div>
          </Field>
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-sm text-muted-foreground">{t("connection")}</span>
            <Badge variant={stateBadge[connection]} role="status" data-testid="provider-connection">
              {t(`state.${connection}`)}
            </Badge>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="button" variant="outline" onClick={test} disabled={pending}>
              {connection === "testing" ? t("testing") : t("test")}
            </Button>
            <Button type="submit" disabled={pending}>
              {t("save")}
            </Button>
            <Button
              type="button"
              variant="ghost"
              className="text-destructive"
              onClick={clear}
              disabled={pending || !configuration.hasSavedApiKey}
            >
              {t("clear")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
