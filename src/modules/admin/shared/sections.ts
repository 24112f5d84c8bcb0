/**
 * The admin area's sections, each its own route under /admin (the spec's Dashboard, Configuration and
 * Database tabs, and the tools we add, as pages, so each can be linked, bookmarked and reloaded).
 */
export const ADMIN_SECTIONS = [
  { id: "overview", href: "/admin" },
  { id: "orders", href: "/admin/orders" },
  { id: "customers", href: "/admin/customers" },
  { id: "logs", href: "/admin/logs" },
  { id: "providerCatalogue", href: "/admin/catalogue/provider" },
  { id: "configuration", href: "/admin/configuration" },
  { id: "database", href: "/admin/database" },
  { id: "users", href: "/admin/users" },
  { id: "audit", href: "/admin/audit" },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number]["id"];

/** The Database section's pages: what the shop stores that staff manage. */
export const DATABASE_SECTIONS = [
  { id: "catalog", href: "/admin/database/catalog" },
  { id: "inbox", href: "/admin/database/inbox" },
  { id: "reviews", href: "/admin/database/reviews" },
  { id: "newsletter", href: "/admin/database/newsletter" },
  { id: "mail", href: "/admin/database/mail" },
] as const;

type Section = { readonly id: string; readonly href: string };

/** Which of `sections` a path (without language prefix) belongs to: the longest matching href. */
export function sectionOf<S extends Section>(sections: readonly S[], path: string): S["id"] | undefined {
  return [...sections]
    .sort((a, b) => b.href.length - a.href.length)
    .find((section) => path === section.href || path.startsWith(`${section.href}/`))?.id;
}

/** Which admin section a path belongs to; the overview when none matches. */
export function adminSectionOf(path: string): AdminSection {
  return sectionOf(ADMIN_SECTIONS, path) ?? "overview";
}
