import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Link } from "@/modules/i18n/components/navigation";

/**
 * No translated title: Next resolves a not-found boundary's metadata outside the render in which the
 * layout fixed the language (setRequestLocale), so next-intl would read the request's headers there,
 * which breaks every prerendered page (docs/architecture.md#prerendered-pages). The tab shows the
 * shop's name; the page's heading says what happened.
 */
export async function generateMetadata() {
  return { robots: { index: false } };
}

export default async function NotFound() {
  const t = await getTranslations("notFound");
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
