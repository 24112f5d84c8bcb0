"use client";

import { KeyRound } from "lucide-react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/lib/use-hydrated";
import { toast } from "@/components/ui/toaster";
import { toLocale } from "@/modules/i18n";
import { afterSignInPath } from "../auth-destinations";
import { authErrorKey } from "../auth-errors";
import { authClient } from "./auth-client";
import { usePasskeySupport } from "./use-passkey-support";

/**
 * "Sign in with a passkey" (WebAuthn, Better Auth's passkey plugin; a passkey is added on the account
 * page). Shown only where the browser can do WebAuthn; the browser asks which passkey to use.
 */
export function PasskeySignInButton({ next }: { next?: string }) {
  const t = useTranslations("auth");
  const locale = toLocale(useLocale());
  const router = useRouter();
  const supported = usePasskeySupport();
  const [pending, setPending] = useState(false);
  // Enabled once its click handler is there: a click on the server's HTML would do nothing.
  const hydrated = useHydrated();
  const [failed, setFailed] = useState<string | null>(null);
  if (!supported) return null;

  async function start() {
    setPending(true);
    setFailed(null);
    try {
      const result = await authClient.signIn.passkey();
      if (result?.error) {
        // A cancelled prompt and an unknown passkey read the same to the visitor.
        setFailed(
          result.error.status === 429 ? t(`errors.${authErrorKey(result.error)}`) : t("passkey.failed"),
        );
        return;
      }
      toast.success(t("toast.signedInTitle"), { description: t("toast.signedInBody") });
      const destination = afterSignInPath(locale, next);
      router.push(destination);
      router.refresh();
    } catch {
      setFailed(t("passkey.failed"));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant="outline"
        size="lg"
        onClick={start}
        disabled={pending || !hydrated}
        aria-busy={pending || undefined}
      >
        <KeyRound aria-hidden />
        {pending ? t("passkey.pending") : t("passkey.button")}
      </Button>
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          {failed}
        </p>
      ) : null}
    </div>
  );
}
