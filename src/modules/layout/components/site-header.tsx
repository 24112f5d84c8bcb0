import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { CartButton } from "@/modules/cart/components/cart-button";
import { LanguageMenu } from "@/modules/i18n/components/language-menu";
import { LocaleSettingsMenu } from "@/modules/i18n/components/locale-settings-menu";
import { getLocaleSettings } from "@/modules/i18n/server";
import { shippingCountries } from "@/modules/shipping/server";
import { Link } from "@/modules/i18n/components/navigation";
import { headerUser } from "../header-user.server";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";
import { SignInLink } from "./sign-in-link";
import { UserMenu } from "./user-menu";

export async function SiteHeader() {
  const [t, settings, user, countries] = await Promise.all([
    getTranslations("nav"),
    getLocaleSettings(),
    headerUser(),
    shippingCountries(),
  ]);
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
      <Container className="flex h-16 items-center gap-2">
        <MobileMenu user={user} />
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
          <LocaleSettingsMenu
            country={settings.country}
            currency={settings.currency}
            countries={countries.map((destination) => destination.code)}
          />
          {user ? (
            <UserMenu user={user} className="hidden sm:inline-flex" />
          ) : (
            <SignInLink
              withIcon
              className="hidden items-center gap-1.5 rounded-[var(--radius)] px-3 py-2 text-sm font-medium hover:bg-muted sm:inline-flex"
            />
          )}
          <CartButton />
        </div>
      </Container>
    </header>
  );
}
