import { loadShopFacts } from "@/modules/content/server";
import { fillFacts, fillParagraphs } from "@/modules/content";
import { ClockIcon, MailIcon, PhoneIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Container } from "@/components/ui/container";
import { FaqList } from "@/modules/content/components/faq-list";
import { PageHeader } from "@/modules/content/components/page-header";
import { resolvePageLocale, metadataFromMessages, type LocaleParams } from "@/modules/i18n/server";
import { ContactForm } from "@/modules/support/components/contact-form";

export const generateMetadata = metadataFromMessages("support", "/support");

const channels = [
  { key: "email", Icon: MailIcon },
  { key: "phone", Icon: PhoneIcon },
  { key: "hours", Icon: ClockIcon },
] as const;

export default async function SupportPage({ params }: LocaleParams) {
  const locale = await resolvePageLocale(params);
  const [t, tForm, facts] = await Promise.all([
    getTranslations("support"),
    getTranslations("contactForm"),
    loadShopFacts(locale),
  ]);
  const faq = (t.raw("faq") as { question: string; answer: string }[]).map((item) => ({
    ...item,
    answer: fillParagraphs(item.answer, facts),
  }));
  return (
    <>
      <PageHeader title={t("title")} intro={t("intro")} />
      <Container className="grid gap-12 py-12 lg:grid-cols-[3fr_2fr]">
        <section id="faq" aria-labelledby="faq-title" className="scroll-mt-24">
          <h2 id="faq-title" className="text-2xl font-bold">
            {t("faqTitle")}
          </h2>
          <FaqList items={faq} />
        </section>
        <div className="grid content-start gap-8">
          <Card id="contact-form" className="scroll-mt-24">
            <CardHeader>
              <CardTitle>{tForm("title")}</CardTitle>
              <CardDescription>{tForm("description")}</CardDescription>
            </CardHeader>
            <CardContent>
              <ContactForm />
            </CardContent>
          </Card>
          <section aria-labelledby="channels-title">
            <h2 id="channels-title" className="text-lg font-semibold">
              {t("channelsTitle")}
            </h2>
            <ul className="mt-4 grid gap-4">
              {channels.map(({ key, Icon }) => (
                <li key={key} className="flex gap-3">
                  <Icon className="mt-1 size-5 shrink-0 text-primary" aria-hidden />
                  <div>
                    <p className="font-medium">{t(`channels.${key}.title`)}</p>
                    {key === "email" ? (
                      <a
                        className="text-primary hover:underline"
                        href={`mailto:${facts.values.supportEmail}`}
                      >
                        {facts.values.supportEmail}
                      </a>
                    ) : key === "phone" ? (
                      <a
                        className="text-primary hover:underline"
                        href={`tel:${t("channels.phone.value").replace(/[^+\d]/g, "")}`}
                      >
                        {t("channels.phone.value")}
                      </a>
                    ) : (
                      <p>{fillFacts(t.raw(`channels.${key}.value`) as string, facts)}</p>
                    )}
                    <p className="text-sm text-muted-foreground">
                      {fillFacts(t.raw(`channels.${key}.note`) as string, facts)}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </Container>
    </>
  );
}
