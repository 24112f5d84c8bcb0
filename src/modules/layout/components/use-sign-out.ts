"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toaster";
import { refreshHeaderUser } from "./use-header-user";

/**
 * Signs out, says so, turns the header back into "Sign in" and re-renders the page from the server: a
 * page that needs an account sends the visitor to sign in.
 */
export function useSignOut() {
  const t = useTranslations("userMenu");
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function signOut() {
    setPending(true);
    try {
      // Better Auth's client (~17 KB gzip with its passkey plugin) is fetched on the click, not shipped
      // with every page's header (docs/client-weight.md).
      const { authClient } = await import("@/modules/accounts/components/auth-client");
      const { error } = await authClient.signOut();
      if (error) throw new Error(error.message);
      toast.success(t("signedOut"));
      await refreshHeaderUser({ fresh: true });
      router.refresh();
    } catch {
      toast.error(t("signOutFailed"));
    } finally {
      setPending(false);
    }
  }

  return { signOut, pending };
}
