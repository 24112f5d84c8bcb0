import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { DesignEditor } from "@/modules/designer/components/design-editor";
import { loadDesignerPage } from "@/modules/designer/server";
import { resolvePageLocale } from "@/modules/i18n/server";

type Props = {
  params: Promise<{ locale: string; productId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "designs" });
  // A customer's working page: never in search results.
  return { title: t("pageTitle"), robots: { index: false, follow: false } };
}

/**
 * The online designer (docs/designer.md): per visitor (their saved draft, their images), so rendered on
 * each request; its script loads on this route only.
 */
export default async function DesignPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  const props = await loadDesignerPage((await params).productId, locale, await searchParams);
  if (!props) notFound();
  return (
    <Container className="py-4">
      <DesignEditor {...props} />
    </Container>
  );
}
