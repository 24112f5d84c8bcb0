"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import type { SupportAddressSetting } from "@/modules/support/server";
import { saveSupportAddressSetting } from "../actions";

/** Looks like an address; the server's zod check is the rule, this only saves a round trip. */
const ROUGH_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The support address: the one in force, Save (validated, audited) and "Use the server default". */
export function SupportAddressForm({ setting: initial }: { setting: SupportAddressSetting }) {
  const t = useTranslations("admin.settings");
  const [setting, setSetting] = useState(initial);
  const [email, setEmail] = useState(initial.address);
  const [error, setError] = useState<string>();
  const [pending, startWork] = useTransition();

  const submit = (value: string | null) => {
    startWork(async () => {
      const result = await saveSupportAddressSetting({ email: value }).catch(
        () => ({ ok: false, error: "failed" }) as const,
      );
      if (result.ok) {
        setSetting(result.setting);
        setEmail(result.setting.address);
        toast.success(t("toast.saved"), {
          description: t("toast.savedBody", { email: result.setting.address }),
        });
      } else if (result.error === "invalidEmail" || result.error === "invalid") setError(t("invalidEmail"));
      else if (result.error === "unauthorized") toast.error(t("toast.unauthorized"));
      else toast.error(t("toast.failed"));
    });
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!ROUGH_EMAIL.test(email.trim())) return setError(t("invalidEmail"));
    submit(email);
  };

  const hint = setting.saved
    ? t("supportSaved", { email: setting.environmentDefault })
    : t("supportFromEnvironment", { email: setting.environmentDefault });
  return (
    <Card>
      <CardContent className="grid gap-6 p-6">
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold">{t("supportTitle")}</h2>
          <p className="text-sm text-muted-foreground">{t("supportDescription")}</p>
        </div>
        <form onSubmit={save} className="grid gap-5" noValidate>
          <Field id="support-address" label={t("supportLabel")} error={error} hint={hint} required>
            <Input
              {...fieldControlProps("support-address", { error, hint, name: "email" })}
              type="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(undefined);
              }}
              placeholder={t("supportPlaceholder")}
              autoComplete="off"
              spellCheck={false}
              maxLength={254}
              required
            />
          </Field>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={pending}>
              {pending ? t("saving") : t("save")}
            </Button>
            {setting.saved ? (
              <Button type="button" variant="ghost" onClick={() => submit(null)} disabled={pending}>
                {t("useDefault")}
              </Button>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
