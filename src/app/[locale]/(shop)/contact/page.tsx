import { loadShopFacts } from "@/modules/content/server";
import { getTranslations } from "next-intl/server";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { InfoPage } from "@/modules/content/components/info-page";
import { resolvePageLocale, metadataFromMessages, type LocaleParams } from "@/modules/i18n/server";
import { contactTopic } from "@/modules/support";
import { ContactForm } from "@/modules/support/components/contact-form";

// Reads ?topic=: rendered for each request. (docs/architecture.md#prerendered-pages)
export const dynamic = "force-dynamic";

export const generateMetadata = metadataFromMessages("pages.contact", "/contact");

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * How to reach us, and the contact form. `?topic=sales` (the Pricing page's "Contact sales") opens the
 * form first, addressed to sales and prefilled (src/modules/support/topics.ts).
 */
export default async function ContactPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  const [t, query, facts] = await Promise.all([
    getTranslations("contactForm"),
    searchParams,
    loadShopFacts(locale),
  ]);
  const topic = contactTopic(query.topic);
  const form = (
    <Card id="contact-form" className="scroll-mt-24">
      <CardHeader>
        <CardTitle>{topic ? t(`topics.${topic}.title`) : t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <ContactForm topic={topic} />
      </CardContent>
    </Card>
  );
  return (
    <InfoPage
      namespace="pages.contact"
      facts={facts}
      aside={{ content: form, placement: topic ? "before" : "after" }}
    />
  );
}
