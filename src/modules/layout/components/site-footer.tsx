import { getLocale, getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { Link } from "@/modules/i18n/components/navigation";
import { NewsletterForm } from "@/modules/newsletter/components/newsletter-form";
import { toLocale } from "@/modules/i18n";
import { copyrightYear } from "../copyright-year";
import { footerColumns } from "../footer-links";
import { Logo } from "./logo";

export async function SiteFooter() {
  const [t, locale] = await Promise.all([getTranslations("footer"), getLocale()]);
  return (
    <footer className="mt-16 border-t border-border bg-muted/40">
      <Container className="grid gap-10 py-12 lg:grid-cols-[1.2fr_2fr]">
        <div className="grid content-start gap-4">
          <Logo />
          <p className="max-w-sm text-sm text-muted-foreground">{t("tagline")}</p>
          <NewsletterForm />
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:grid-cols-5">
          {footerColumns.map((column) => (
            <nav key={column.title} aria-label={t(column.title)}>
              <h2 className="text-sm font-semibold">{t(column.title)}</h2>
              <ul className="mt-3 grid gap-2">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className="text-sm text-muted-foreground hover:text-foreground">
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </Container>
      <Container className="flex flex-col gap-2 border-t border-border py-6 text-xs text-muted-foreground sm:flex-row sm:justify-between">
        <p>{t("copyright", { year: copyrightYear(new Date(), toLocale(locale)) })}</p>
        <p>{t("payments")}</p>
      </Container>
    </footer>
  );
}
