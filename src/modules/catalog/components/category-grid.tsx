import Image from "next/image";
import { getTranslations } from "next-intl/server";
import { Link } from "@/modules/i18n/navigation";
import { categories } from "../categories";

/** The eight categories as picture cards linking to their catalogue chip. */
export async function CategoryGrid() {
  const [t, tBlurb] = await Promise.all([getTranslations("categories"), getTranslations("categoryBlurbs")]);
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {categories.map((category) => (
        <li key={category.slug} id={category.slug}>
          <Link
            href={{ pathname: "/products", query: { category: category.slug } }}
            className="group block overflow-hidden rounded-[var(--radius-lg)] border border-border bg-card transition-shadow hover:shadow-md"
          >
            <Image
              src={category.image}
              alt=""
              width={800}
              height={600}
              className="aspect-[4/3] w-full object-cover"
            />
            <div className="p-4">
              <p className="font-semibold group-hover:text-primary">{t(category.label)}</p>
              <p className="mt-1 text-sm text-muted-foreground">{tBlurb(category.label)}</p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
