"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/lib/use-hydrated";
import { toast } from "@/components/ui/toaster";
import { toLocale } from "@/modules/i18n";
import { afterSignInPath, authPagePath } from "../auth-destinations";
import { authErrorKey } from "../auth-errors";
import { authClient } from "./auth-client";

/**
 * "Continue with Google": Better Auth answers with Google's address (or the OIDC stand-in's in tests)
 * and we go there. Google comes back to /api/auth/callback/google, which lands on ?next or home, or on
 * this page with ?error= when the visitor cancelled or Google refused.
 */
export function GoogleSignInButton({ next }: { next?: string }) {
  const t = useTranslations("auth");
  const locale = toLocale(useLocale());
  const [pending, setPending] = useState(false);
  // Enabled once its click handler is there: a click on the server's HTML would do nothing.
  const hydrated = useHydrated();

  async function start() {
    setPending(true);
    try {
      const { data, error } = await authClient.signIn.social({
        provider: "google",
        callbackURL: afterSignInPath(locale, next),
        errorCallbackURL: authPagePath(locale, next),
      });
      if (!error && data && "url" in data && data.url) {
        // Stays "busy" while the browser leaves for Google.
        window.location.assign(data.url);
        return;
      }
      toast.error(t(`errors.${authErrorKey(error)}`));
    } catch {
      toast.error(t("errors.generic"));
    }
    setPending(false);
  }

  return (
    <Button
      type="button"
      variant="outline"
      size="lg"
      onClick={start}
      disabled={pending || !hydrated}
      aria-busy={pending || undefined}
    >
      <GoogleMark />
      {pending ? t("google.redirecting") : t("google.button")}
    </Button>
  );
}

/** Google's "G", drawn inline: no request to another site for a logo. */
function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.5 5.5 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9Z"
      />
    </svg>
  );
}
