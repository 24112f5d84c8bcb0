"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Link } from "@/modules/i18n/components/navigation";

/** Shown when a page fails to render: a translated apology and a way forward, never a stack trace. */
export default function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations("errorPage");
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Container className="grid justify-items-center py-24 text-center" role="alert">
      <h1 className="text-3xl font-bold">{t("heading")}</h1>
      <p className="mt-3 max-w-md text-muted-foreground">{t("body")}</p>
      {error.digest ? (
        <p className="mt-2 text-xs text-muted-foreground">{t("reference", { digest: error.digest })}</p>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={reset}>{t("retry")}</Button>
        <Button asChild variant="outline">
          <Link href="/">{t("home")}</Link>
        </Button>
      </div>
    </Container>
  );
}
