import type { Product } from "./schema";

/**
 * schema.org Product with its lowest offer, so search engines can show price and rating. The rating is
 * the customers' (docs/reviews.md): a product nobody has reviewed carries no aggregateRating at all.
 * A garment's size chart (docs/product-rules.md#size-chart) is its `size`: one SizeSpecification per
 * size with the page's measurements, in millimetres as stored (UN/CEFACT unit code MMT).
 */
export function productJsonLd(product: Product, url: string, imageUrl: string, lowPrice: number) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    sku: product.reference,
    category: product.categoryName,
    image: imageUrl,
    url,
    brand: { "@type": "Brand", name: "PrintGo" },
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.rating,
            reviewCount: product.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(product.sizeChart ? { size: sizeSpecifications(product.sizeChart) } : {}),
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: "USD",
      lowPrice: (lowPrice / 100).toFixed(2),
      availability: "https://schema.org/InStock",
      url,
    },
  };
}

function sizeSpecifications(chart: NonNullable<Product["sizeChart"]>) {
  return chart.rows.map((row) => ({
    "@type": "SizeSpecification",
    name: row.label,
    hasMeasurement: row.mm.flatMap((mm, index) =>
      mm === null
        ? []
        : [{ "@type": "QuantitativeValue", name: chart.measures[index], value: mm, unitCode: "MMT" }],
    ),
  }));
}

/** JSON for a <script> tag: "</script>" inside a product text must not end the tag. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
