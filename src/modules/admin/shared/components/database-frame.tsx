import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { DATABASE_SECTIONS } from "../sections";
import { AdminNav } from "./admin-nav";

/** The Database section's own row of pages (catalog, support inbox, newsletter, mail) above its content. */
export async function DatabaseFrame({ children }: { children: ReactNode }) {
  const t = await getTranslations("admin.database");
  return (
    <div className="grid gap-6">
      <AdminNav
        label={t("nav.label")}
        items={DATABASE_SECTIONS.map((section) => ({ ...section, name: t(`nav.${section.id}`) }))}
      />
      <div>{children}</div>
    </div>
  );
}
