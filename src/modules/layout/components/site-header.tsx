import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { CartButton } from "@/modules/cart/components/cart-button";
import { LanguageMenu } from "@/modules/i18n/components/language-menu";
import { LocaleSettingsMenu } from "@/modules/i18n/components/locale-settings-menu";
import { shippingCountries } from "@/modules/shipping/server";
import { Link } from "@/modules/i18n/components/navigation";
import { Logo } from "./logo";
import { HeaderAccount } from "./header-account";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";

/**
 * The same for every visitor, so shop pages can be prerendered (docs/architecture.md#prerendered-pages):
 * who is signed in, the cart, the country and currency are filled in by the browser.
 */
export async function SiteHeader() {
  const [t, countries] = await Promise.all([getTranslations("nav"), shippingCountries()]);
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
          <LocaleSettingsMenu countries={countries.map((destination) => destination.code)} />
          <HeaderAccount />
          <CartButton />
        </div>
      </Container>
    </header>
  );
}
