"use client";

import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { useRouter } from "@/modules/i18n/components/navigation";
import { setUserRole } from "../actions";

/**
 * "Make admin" / "Remove admin" for one account, after a confirmation. The server decides (never the
 * last admin, never oneself); the button shows its answer and reloads the list.
 */
export function UserRoleButton({
  userId,
  email,
  isAdmin,
}: {
  userId: string;
  email: string;
  isAdmin: boolean;
}) {
  const t = useTranslations("admin.users");
  const router = useRouter();
  const [pending, startWork] = useTransition();
  const role = isAdmin ? "customer" : "admin";

  const change = () => {
    if (!window.confirm(t(isAdmin ? "confirmRevoke" : "confirmGrant", { email }))) return;
    startWork(async () => {
      const result = await setUserRole({ userId, role }).catch(
        () => ({ ok: false, error: "failed" }) as const,
      );
      if (result.ok) {
        toast.success(t(isAdmin ? "toast.revoked" : "toast.granted", { email }));
        router.refresh();
      } else if (result.error === "lastAdmin") toast.error(t("toast.lastAdmin"));
      else if (result.error === "self") toast.error(t("toast.self"));
      else if (result.error === "unknown") toast.error(t("toast.unknown"));
      else if (result.error === "unauthorized") toast.error(t("toast.unauthorized"));
      else toast.error(t("toast.failed"));
    });
  };

  return (
    <Button
      type="button"
      size="sm"
      variant={isAdmin ? "outline" : "secondary"}
      onClick={change}
      disabled={pending}
      aria-label={t(isAdmin ? "revokeFor" : "grantFor", { email })}
    >
      {t(isAdmin ? "revoke" : "grant")}
    </Button>
  );
}
