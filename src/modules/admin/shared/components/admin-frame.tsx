import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { displayNameFor } from "@/modules/accounts";
import { currentUser } from "@/modules/accounts/server";
import { Link } from "@/modules/i18n/components/navigation";
import { clientMessages } from "@/modules/i18n/server";
import { UserMenu } from "@/modules/layout/components/user-menu";
import { SkipLink } from "@/modules/layout/components/skip-link";
import { ADMIN_SECTIONS, type AdminSection } from "../sections";
import { AdminHeading } from "./admin-heading";
import { AdminNav } from "./admin-nav";

/**
 * The admin area's own frame: no shop navigation, cart or footer; a way back to the shop. Staff work
 * here; customers never see it (every admin page calls requireAdmin itself).
 */
export async function AdminFrame({ children }: { children: ReactNode }) {
  const [t, user, messages] = await Promise.all([getTranslations("admin"), currentUser(), getMessages()]);
  return (
    <>
      <SkipLink />
      <header className="border-b border-border bg-background">
        <Container className="flex h-14 items-center justify-between gap-4">
          <Link href="/admin" className="font-semibold text-primary">
            {t("brand")}
          </Link>
          <div className="flex items-center gap-4">
            <Link href="/" className="text-sm text-muted-foreground underline-offset-4 hover:underline">
              {t("backToShop")}
            </Link>
            {user ? (
              <UserMenu
                user={{
                  name: displayNameFor(user.name, user.email),
                  email: user.email,
                  isAdmin: user.role === "admin",
                }}
              />
            ) : null}
          </div>
        </Container>
      </header>
      <main id="main" className="flex-1" tabIndex={-1}>
        <Container className="grid gap-8 py-8 sm:py-12">
          <div className="grid gap-2">
            <AdminHeading
              title={t("title")}
              sections={
                Object.fromEntries(
                  ADMIN_SECTIONS.map((section) => [
                    section.id,
                    t("sectionHeading", { section: t(`nav.${section.id}`) }),
                  ]),
                ) as Record<AdminSection, string>
              }
            />
            <p className="text-muted-foreground">{t("subtitle")}</p>
          </div>
          <AdminNav
            label={t("nav.label")}
            items={ADMIN_SECTIONS.map((section) => ({ ...section, name: t(`nav.${section.id}`) }))}
            fallback="overview"
          />
          {/* Staff pages' client components (forms, actions) translate admin texts in the browser too:
              only here are the admin messages sent, never with a shop page (i18n's clientMessages). */}
          <NextIntlClientProvider messages={{ ...clientMessages(messages), admin: messages.admin }}>
            <div>{children}</div>
          </NextIntlClientProvider>
        </Container>
      </main>
    </>
  );
}
