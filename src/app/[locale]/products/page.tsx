import { CategoryGrid } from "@/modules/catalog/components/category-grid";
import { UpcomingPage } from "@/modules/content/components/upcoming-page";
import { resolvePageLocale } from "@/modules/content/page-locale";
import { metadataFromMessages, type LocaleParams } from "@/modules/i18n/page-metadata";

export const generateMetadata = metadataFromMessages("upcoming.products", "/products");

// Replaced by the catalogue (search, chips, product cards) in the catalogue issue.
export default async function ProductsPage({ params }: LocaleParams) {
  await resolvePageLocale(params);
  return (
    <UpcomingPage namespace="upcoming.products" actionHref="/contact">
      <CategoryGrid />
    </UpcomingPage>
  );
}
