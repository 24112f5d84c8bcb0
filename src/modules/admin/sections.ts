/**
 * The admin area's sections, each its own route under /admin (the spec's Dashboard, Orders, Logs and
 * Configuration tabs as pages, so each can be linked, bookmarked and reloaded).
 */
export const ADMIN_SECTIONS = [
  { id: "overview", href: "/admin" },
  { id: "orders", href: "/admin/orders" },
  { id: "logs", href: "/admin/logs" },
  { id: "configuration", href: "/admin/configuration" },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number]["id"];

/** Which section a path (without language prefix) belongs to: the longest matching href. */
export function adminSectionOf(path: string): AdminSection {
  const match = [...ADMIN_SECTIONS]
    .sort((a, b) => b.href.length - a.href.length)
    .find((section) => path === section.href || path.startsWith(`${section.href}/`));
  return match?.id ?? "overview";
}
