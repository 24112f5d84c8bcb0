"use client";

import { PackageXIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Link } from "@/modules/i18n/components/navigation";

/**
 * docs/product-rules.md#navigation: 'Product not found' with a way back to the catalog. A client
 * component, as every not-found boundary (see (shop)/not-found.tsx): rendered beside the page, it must
 * not ask next-intl's server API for a language not yet fixed.
 */
export default function ProductNotFound() {
  const t = useTranslations("product");
  return (
    <Container className="flex flex-col items-center gap-4 py-24 text-center">
      <PackageXIcon className="size-14 text-muted-foreground" aria-hidden />
      <h1 className="text-3xl font-bold">{t("notFoundTitle")}</h1>
      <p className="text-muted-foreground">{t("notFoundText")}</p>
      <Button asChild>
        <Link href="/products">{t("browse")}</Link>
      </Button>
    </Container>
  );
}
