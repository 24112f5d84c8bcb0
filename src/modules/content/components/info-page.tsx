import type { Messages } from "next-intl";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { fillFacts, fillItems, fillParagraphs, type ShopFacts } from "../shop-facts";
import type { ContentCta, ContentSection } from "../types";
import { CallToAction } from "./call-to-action";
import { PageHeader } from "./page-header";
import { Paragraphs } from "./paragraphs";
import { MoneyText } from "@/modules/money/components/money-text";

type Props = {
  /** Messages namespace with title, intro, sections[], optional cta and lastUpdated. */
  namespace: `pages.${keyof Messages["pages"]}` | `legal.${keyof Messages["legal"]}`;
  /** Legal pages number their sections ("1. Acceptance of terms"). */
  numbered?: boolean;
  /** The figures its texts name (`{countryCount}` …), from loadShopFacts; pages without figures omit it. */
  facts?: ShopFacts;
  /**
   * Shown with the text (the contact page's form), `before` it and `after` it, each in its own
   * Container: the contact page decides in the browser which of the two shows its form.
   */
  aside?: { before?: ReactNode; after?: ReactNode };
};

type TextPageTranslator = {
  (key: "title" | "lastUpdated"): string;
  has(key: "cta" | "lastUpdated"): boolean;
  raw(key: "sections" | "intro" | "cta"): unknown;
};

/** A text page from messages: the shared layout of legal, policy and company pages. */
export async function InfoPage({ namespace, numbered = false, facts, aside }: Props) {
  // next-intl types a translator per namespace; these namespaces share one shape (a cta on most pages,
  // a date on the legal ones), so the page reads them through that shape.
  const t = (await getTranslations(namespace)) as unknown as TextPageTranslator;
  const sections = (t.raw("sections") as ContentSection[]).map((section) => ({
    ...section,
    body: fillParagraphs(section.body, facts),
    items: section.items ? fillItems(section.items, facts) : undefined,
  }));
  const cta = t.has("cta") ? (t.raw("cta") as ContentCta) : null;
  return (
    <>
      <PageHeader
        title={t("title")}
        intro={fillFacts(t.raw("intro") as string, facts) ?? ""}
        eyebrow={t.has("lastUpdated") ? t("lastUpdated") : undefined}
      />
      {aside?.before}
      <Container className="prose-page max-w-3xl py-10">
        {numbered ? (
          <ol className="grid gap-2">
            {sections.map((section, index) => (
              <li key={section.heading} id={`section-${index + 1}`}>
                <Section section={section} heading={`${index + 1}. ${section.heading}`} />
              </li>
            ))}
          </ol>
        ) : (
          sections.map((section) => (
            <Section key={section.heading} section={section} heading={section.heading} />
          ))
        )}
      </Container>
      {aside?.after}
      {cta ? <CallToAction cta={{ ...cta, body: fillParagraphs(cta.body, facts) }} /> : null}
    </>
  );
}

function Section({ section, heading }: { section: ContentSection; heading: string }) {
  return (
    <section>
      <h2>{heading}</h2>
      <Paragraphs text={section.body} />
      {section.items?.length ? (
        <ul>
          {section.items.map((item) => (
            <li key={item}>
              <MoneyText text={item} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
