"use client";

import { KeyRoundIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import type { PasskeySummary } from "@/modules/accounts";
import { removePasskey } from "@/modules/accounts/actions";
import { authClient } from "@/modules/accounts/components/auth-client";
import { usePasskeySupport } from "@/modules/accounts/components/use-passkey-support";
import { useRouter } from "@/modules/i18n/components/navigation";
import { AccountSection } from "./account-section";
import { LocalDate } from "./local-date";

/**
 * The user's passkeys (listed by the server), adding one with the browser's own prompt (Better Auth's
 * passkey plugin), and removing one through our action, which only touches the user's own. The list
 * is the server's: after a change the page is read again.
 */
export function PasskeysPanel({ passkeys }: { passkeys: PasskeySummary[] }) {
  const t = useTranslations("account.passkeys");
  const router = useRouter();
  const supported = usePasskeySupport();
  const [name, setName] = useState("");
  const [adding, startAdding] = useTransition();
  const [removing, setRemoving] = useState<string>();

  const add = (event: FormEvent) => {
    event.preventDefault();
    startAdding(async () => {
      const result = await authClient.passkey
        .addPasskey({ name: name.trim() || undefined })
        .catch(() => ({ error: { message: "failed" } }));
      if (result?.error) {
        toast.error(t("addFailed"));
        return;
      }
      setName("");
      toast.success(t("added"));
      router.refresh();
    });
  };

  const remove = async (id: string) => {
    setRemoving(id);
    const result = await removePasskey({ id }).catch(() => ({ ok: false as const }));
    setRemoving(undefined);
    if (result.ok) toast.success(t("removed"));
    else toast.error(t("removeFailed"));
    router.refresh();
  };

  const nameControl = fieldControlProps("passkey-name", { name: "passkeyName" });
  return (
    <AccountSection title={t("title")} intro={t("intro")}>
      <div className="grid gap-4">
        {passkeys.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("empty")}</p>
        ) : (
          <ul className="divide-y divide-border rounded-[var(--radius)] border border-border">
            {passkeys.map((passkey) => {
              const label = passkey.name || t("unnamed");
              return (
                <li key={passkey.id} className="flex items-center gap-3 p-3">
                  <KeyRoundIcon className="size-4 shrink-0 text-primary" aria-hidden />
                  <div className="grid min-w-0 flex-1">
                    <span className="truncate font-medium">{label}</span>
                    {passkey.createdAt ? (
                      <span className="text-xs text-muted-foreground">
                        <LocalDate iso={passkey.createdAt!} messageKey="account.passkeys.addedOn" />
                      </span>
                    ) : null}
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t("removeLabel", { name: label })}
                    disabled={removing === passkey.id}
                    onClick={() => void remove(passkey.id)}
                  >
                    <Trash2Icon aria-hidden />
                    <span className="hidden sm:inline">
                      {removing === passkey.id ? t("removing") : t("remove")}
                    </span>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {supported ? (
          <form onSubmit={add} className="grid gap-3 sm:flex sm:items-end">
            <div className="sm:w-72">
              <Field id={nameControl.id} label={t("nameLabel")}>
                <Input
                  {...nameControl}
                  maxLength={60}
                  placeholder={t("namePlaceholder")}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                />
              </Field>
            </div>
            <Button type="submit" variant="outline" disabled={adding}>
              <PlusIcon aria-hidden />
              {adding ? t("adding") : t("add")}
            </Button>
          </form>
        ) : supported === false ? (
          <p className="text-sm text-muted-foreground" data-testid="passkeys-unsupported">
            {t("unsupported")}
          </p>
        ) : null}
      </div>
    </AccountSection>
  );
}
