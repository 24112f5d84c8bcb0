"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Link } from "@/modules/i18n/components/navigation";

/**
 * A client component on purpose (docs/architecture.md#prerendered-pages): Next renders a segment's
 * not-found and forbidden boundaries beside its layout, possibly before the layout has fixed the
 * language (setRequestLocale), and next-intl's server API would then read the request's headers, which
 * makes every prerendered page fail. In the browser's provider the language is known. No translated
 * title (metadata would run on the server in the same race): the tab shows the shop's name.
 */
export default function NotFound() {
  const t = useTranslations("notFound");
  return (
    <Container className="grid justify-items-center py-24 text-center">
      <p className="text-7xl font-bold text-primary">{t("code")}</p>
      <h1 className="mt-4 text-3xl font-bold">{t("heading")}</h1>
      <p className="mt-3 max-w-md text-muted-foreground">{t("body")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="/">{t("home")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/products">{t("products")}</Link>
        </Button>
      </div>
    </Container>
  );
}
