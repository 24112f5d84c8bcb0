import { getTranslations } from "next-intl/server";
import { categories } from "../categories";
import { PictureCard } from "./picture-card";

/** The eight categories as picture cards linking to their catalogue chip. */
export async function CategoryGrid() {
  const [t, tBlurb] = await Promise.all([getTranslations("categories"), getTranslations("categoryBlurbs")]);
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {categories.map((category) => (
        <li key={category.slug} id={category.slug}>
          <PictureCard
            href={{ pathname: "/products", query: { category: category.slug } }}
            image={category.image}
            title={t(category.label)}
            text={tBlurb(category.label)}
          />
        </li>
      ))}
    </ul>
  );
}
