import { UserIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { CartButton } from "@/modules/cart/components/cart-button";
import { LanguageMenu } from "@/modules/i18n/components/language-menu";
import { LocaleSettingsMenu } from "@/modules/i18n/components/locale-settings-menu";
import { getLocaleSettings } from "@/modules/i18n/server";
import { Link } from "@/modules/i18n/components/navigation";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";

export async function SiteHeader() {
  const [t, settings] = await Promise.all([getTranslations("nav"), getLocaleSettings()]);
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
      <Container className="flex h-16 items-center gap-2">
        <MobileMenu />
        <Link
          href="/"
          aria-label={t("home")}
          className="rounded-[var(--radius)] focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Logo />
        </Link>
        <nav aria-label={t("mainLabel")} className="ml-6 hidden md:block">
          <NavLinks className="flex items-center gap-1" />
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <LanguageMenu className="hidden sm:inline-flex" />
          <LocaleSettingsMenu country={settings.country} currency={settings.currency} />
          <Link
            href="/auth"
            className="hidden items-center gap-1.5 rounded-[var(--radius)] px-3 py-2 text-sm font-medium hover:bg-muted sm:inline-flex"
          >
            <UserIcon className="size-4" aria-hidden />
            {t("signIn")}
          </Link>
          <CartButton />
        </div>
      </Container>
    </header>
  );
}
