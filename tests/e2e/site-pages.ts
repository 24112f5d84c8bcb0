/** Every page of the foundation, with the English and Thai title it must carry. */
export const sitePages = [
  { path: "/", en: "Custom printing, delivered worldwide", th: "งานพิมพ์ตามสั่ง จัดส่งทั่วโลก" },
  { path: "/products" },
  { path: "/pricing" },
  { path: "/how-it-works" },
  { path: "/about" },
  { path: "/support" },
  { path: "/track-order" },
  { path: "/auth" },
  { path: "/terms" },
  { path: "/privacy" },
  { path: "/shipping" },
  { path: "/returns" },
  { path: "/careers" },
  { path: "/contact" },
  { path: "/api" },
  { path: "/cookies" },
  { path: "/gdpr" },
  { path: "/solutions" },
  { path: "/print-api" },
  { path: "/integrations" },
  { path: "/features" },
  { path: "/resources" },
] as const;

export function localized(locale: "en" | "th", path: string): string {
  if (locale === "en") return path;
  return path === "/" ? "/th" : `/th${path}`;
}
