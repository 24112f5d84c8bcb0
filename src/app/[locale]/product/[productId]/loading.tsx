import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { Skeleton } from "@/components/ui/skeleton";

/** Spec §2: 'Loading product...' while the product is read. */
export default async function ProductLoading() {
  const t = await getTranslations("product");
  return (
    <Container className="grid gap-8 py-8 lg:grid-cols-2" aria-busy="true">
      <p className="sr-only" role="status">
        {t("loading")}
      </p>
      <Skeleton className="aspect-square w-full" />
      <div className="grid content-start gap-4">
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-20 w-full" />
        <p className="text-sm text-muted-foreground">{t("loadingDetails")}</p>
      </div>
    </Container>
  );
}
