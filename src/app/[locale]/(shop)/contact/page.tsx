import { loadShopFacts } from "@/modules/content/server";
import { InfoPage } from "@/modules/content/components/info-page";
import { resolvePageLocale, metadataFromMessages, type LocaleParams } from "@/modules/i18n/server";
import { ContactFormAt } from "@/modules/support/components/contact-form-card";

export const generateMetadata = metadataFromMessages("pages.contact", "/contact");

/**
 * How to reach us, and the contact form. `?topic=sales` (the Pricing page's "Contact sales") opens the
 * form first, addressed to sales and prefilled (src/modules/support/topics.ts). The page is
 * prerendered: the topic is read in the browser (docs/architecture.md#prerendered-pages).
 */
export default async function ContactPage({ params }: LocaleParams) {
  const locale = await resolvePageLocale(params);
  const facts = await loadShopFacts(locale);
  return (
    <InfoPage
      namespace="pages.contact"
      facts={facts}
      aside={{ before: <ContactFormAt place="before" />, after: <ContactFormAt place="after" /> }}
    />
  );
}
