"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Link } from "@/modules/i18n/components/navigation";

// Shown with status 403 when a signed-in customer opens a staff page (requireAdmin → forbidden()). A
// client component for the same reason as (shop)/not-found.tsx: rendered beside the layout.
export default function Forbidden() {
  const t = useTranslations("forbidden");
  return (
    <Container className="grid justify-items-center py-24 text-center">
      <p className="text-7xl font-bold text-primary">403</p>
      <h1 className="mt-4 text-3xl font-bold">{t("heading")}</h1>
      <p className="mt-3 max-w-md text-muted-foreground">{t("body")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="/">{t("home")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/my-account">{t("account")}</Link>
        </Button>
      </div>
    </Container>
  );
}
