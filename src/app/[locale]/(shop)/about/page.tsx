import { loadShopFacts } from "@/modules/content/server";
import { fillFacts } from "@/modules/content";
import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { avatarInitial } from "@/modules/accounts";
import { BenefitGrid } from "@/modules/content/components/benefit-grid";
import { CallToAction } from "@/modules/content/components/call-to-action";
import { PageHeader } from "@/modules/content/components/page-header";
import { resolvePageLocale, metadataFromMessages, type LocaleParams } from "@/modules/i18n/server";
import { LanguageSwitch } from "@/modules/i18n/components/language-switch";
import { MoneyText } from "@/modules/money/components/money-text";

export const generateMetadata = metadataFromMessages("about", "/about");

type Stat = { value: string; label: string };
type Member = { name: string; role: string; bio: string };

export default async function AboutPage({ params }: LocaleParams) {
  const locale = await resolvePageLocale(params);
  const [t, facts] = await Promise.all([getTranslations("about"), loadShopFacts(locale)]);
  // Every figure is the shop's own (docs/product-rules.md#promises): none is invented.
  const stats = (t.raw("stats") as Stat[]).map((stat) => ({
    ...stat,
    value: fillFacts(stat.value, facts) ?? "",
  }));
  const team = t.raw("team") as Member[];
  return (
    <>
      <PageHeader title={t("title")} intro={t("intro")}>
        <div className="mt-6 flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <span>{t("languageSwitch")}</span>
          <LanguageSwitch />
        </div>
      </PageHeader>
      <Container className="grid gap-16 py-12">
        <div className="grid gap-8 md:grid-cols-2">
          {(["mission", "vision"] as const).map((key) => (
            <section key={key}>
              <h2 className="text-2xl font-bold">{t(`${key}.title`)}</h2>
              <p className="mt-3 text-muted-foreground">{t(`${key}.body`)}</p>
            </section>
          ))}
        </div>
        <dl className="grid grid-cols-2 gap-6 rounded-[var(--radius-lg)] bg-secondary/60 p-8 text-center md:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label}>
              <dt className="order-2 text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-3xl font-bold text-primary">
                <MoneyText text={stat.value} />
              </dd>
            </div>
          ))}
        </dl>
        <section>
          <h2 className="mb-6 text-2xl font-bold">{t("valuesTitle")}</h2>
          <BenefitGrid items={t.raw("values")} />
        </section>
        <section>
          <h2 className="mb-6 text-2xl font-bold">{t("teamTitle")}</h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {team.map((member) => (
              <li key={member.name} className="rounded-[var(--radius-lg)] border border-border p-6">
                <span
                  className="grid size-14 place-items-center rounded-full bg-primary/10 text-xl font-bold text-primary"
                  aria-hidden
                >
                  {avatarInitial(member.name)}
                </span>
                <p className="mt-4 font-semibold">{member.name}</p>
                <p className="text-sm text-primary">{member.role}</p>
                <p className="mt-2 text-sm text-muted-foreground">{member.bio}</p>
              </li>
            ))}
          </ul>
        </section>
      </Container>
      <CallToAction
        cta={{ heading: t("cta.title"), body: t("cta.body"), label: t("cta.label"), href: "/products" }}
      />
    </>
  );
}
