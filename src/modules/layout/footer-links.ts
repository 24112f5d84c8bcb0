/** Footer columns (docs/product-rules.md#navigation), labels are keys of `footer`. Every href must be a real page. */
export const footerColumns = [
  {
    title: "company",
    links: [
      { href: "/about", label: "about" },
      { href: "/careers", label: "careers" },
      { href: "/contact", label: "contact" },
    ],
  },
  {
    title: "help",
    links: [
      { href: "/support", label: "helpCenter" },
      { href: "/support#faq", label: "faq" },
      { href: "/shipping", label: "shippingInfo" },
      { href: "/returns", label: "returns" },
    ],
  },
  {
    title: "products",
    links: [
      { href: "/products?category=business-cards", label: "businessCards" },
      { href: "/products?category=books", label: "books" },
      { href: "/products?category=posters", label: "posters" },
      { href: "/products?category=flyers", label: "flyers" },
      { href: "/products", label: "allProducts" },
    ],
  },
  {
    title: "platform",
    links: [
      { href: "/features", label: "features" },
      { href: "/solutions", label: "solutions" },
      { href: "/print-api", label: "printApi" },
      { href: "/api", label: "api" },
      { href: "/integrations", label: "integrations" },
      { href: "/resources", label: "resources" },
    ],
  },
  {
    title: "legal",
    links: [
      { href: "/privacy", label: "privacy" },
      { href: "/terms", label: "terms" },
      { href: "/cookies", label: "cookies" },
      { href: "/gdpr", label: "gdpr" },
    ],
  },
] as const;
