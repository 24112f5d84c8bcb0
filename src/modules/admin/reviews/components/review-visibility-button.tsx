"use client";

import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { useRouter } from "@/modules/i18n/components/navigation";
import { setReviewVisibility } from "../actions";

/** "Hide" / "Show again" for one review; the server decides, the list reloads with the new figures. */
export function ReviewVisibilityButton({
  id,
  author,
  hidden,
}: {
  id: string;
  author: string;
  hidden: boolean;
}) {
  const t = useTranslations("admin.reviews");
  const router = useRouter();
  const [pending, startWork] = useTransition();

  const change = () => {
    startWork(async () => {
      const result = await setReviewVisibility({ id, hidden: !hidden }).catch(
        () => ({ ok: false, error: "failed" }) as const,
      );
      if (result.ok) {
        toast.success(t(hidden ? "toast.shown" : "toast.hidden"));
        router.refresh();
      } else if (result.error === "notFound") toast.error(t("toast.notFound"));
      else if (result.error === "unauthorized") toast.error(t("toast.unauthorized"));
      else toast.error(t("toast.failed"));
    });
  };

  return (
    <Button
      type="button"
      size="sm"
      variant={hidden ? "secondary" : "outline"}
      onClick={change}
      disabled={pending}
      aria-label={t(hidden ? "unhideFor" : "hideFor", { author })}
    >
      {t(hidden ? "unhide" : "hide")}
    </Button>
  );
}
