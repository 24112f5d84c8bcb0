"use client";

import { useTranslations } from "next-intl";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Container } from "@/components/ui/container";
import { useUrlQuery } from "@/lib/use-url-query";
import { contactTopic, type ContactTopic } from "../topics";
import { ContactForm } from "./contact-form";

/** The contact form in its card, titled for its topic when it has one. */
function ContactFormCard({ topic }: { topic?: ContactTopic }) {
  const t = useTranslations("contactForm");
  return (
    <Card id="contact-form" className="scroll-mt-24">
      <CardHeader>
        {/* A section of its page like the text beside it (h2), whether it comes first or last. */}
        <CardTitle asLevel={2}>{topic ? t(`topics.${topic}.title`) : t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <ContactForm topic={topic} />
      </CardContent>
    </Card>
  );
}

/**
 * One of the contact form's two places on the (prerendered) contact page: after the text, or first
 * when the URL names a topic (`?topic=sales`, src/modules/support/topics.ts). The page renders both;
 * each reads the topic in the browser and shows the form only if it belongs there, so the
 * prerendered HTML, and the page without JavaScript, has it after the text with no topic
 * (docs/architecture.md#prerendered-pages).
 */
export function ContactFormAt({ place }: { place: "before" | "after" }) {
  const { query, reader } = useUrlQuery();
  const topic = contactTopic(query.get("topic"));
  const here = (topic ? "before" : "after") === place;
  return (
    <>
      {reader}
      {here ? (
        <Container className={place === "before" ? "max-w-3xl pt-10" : "max-w-3xl"}>
          <ContactFormCard topic={topic} />
        </Container>
      ) : null}
    </>
  );
}
