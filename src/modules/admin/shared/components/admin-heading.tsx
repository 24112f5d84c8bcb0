"use client";

import { usePathname } from "@/modules/i18n/components/navigation";
import { adminSectionOf, type AdminSection } from "../sections";

/**
 * The admin page's one h1, named for the section it is in ("Orders · PrintGo Admin"), so a screen
 * reader's list of headings tells pages apart; the overview keeps the area's title. It names the
 * area too, so it never repeats the page's own heading word for word.
 */
export function AdminHeading({
  title,
  sections,
}: {
  title: string;
  /** Each section's heading, translated on the server (the admin messages are not all sent to the browser). */
  sections: Record<AdminSection, string>;
}) {
  const section = adminSectionOf(usePathname());
  return <h1 className="text-3xl font-bold">{section === "overview" ? title : sections[section]}</h1>;
}
