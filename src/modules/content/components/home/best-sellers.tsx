import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { bestSellers } from "@/modules/catalog/best-sellers";
import { PictureCard } from "@/modules/catalog/components/picture-card";
import { Link } from "@/modules/i18n/navigation";
import { getMoneyFormatter } from "@/modules/pricing/money-formatter.server";

export async function BestSellers() {
  const [t, formatMoney] = await Promise.all([getTranslations("home.bestSellers"), getMoneyFormatter()]);
  return (
    <Container className="py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-3xl font-bold">{t("title")}</h2>
          <p className="mt-2 text-muted-foreground">{t("subtitle")}</p>
        </div>
        <Button asChild variant="outline">
          <Link href="/products">{t("viewAll")}</Link>
        </Button>
      </div>
      <ul className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {bestSellers.map((product) => (
          <li key={product.key}>
            <PictureCard
              href={{ pathname: "/products", query: { category: product.category } }}
              image={product.image}
              title={t(`products.${product.key}.name`)}
              text={t(`products.${product.key}.blurb`)}
              titleAs="h3"
            >
              <p className="mt-1 text-sm">
                {t("from")}{" "}
                <span className="text-base font-bold" data-testid="price">
                  {formatMoney(product.fromPrice)}
                </span>
              </p>
            </PictureCard>
          </li>
        ))}
      </ul>
    </Container>
  );
}
