import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { ResetPasswordForm } from "@/modules/accounts/components/reset-password-form";
import { resolvePageLocale, metadataFromMessages, type LocaleParams } from "@/modules/i18n/server";

// Reads the reset token from the URL: rendered for each request. (docs/architecture.md#prerendered-pages)
export const dynamic = "force-dynamic";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

const baseMetadata = metadataFromMessages("auth.reset", "/auth/reset-password");

/** Its URL carries a reset token: never in a search index, never followed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { ...(await baseMetadata({ params })), robots: { index: false, follow: false } };
}

/**
 * Better Auth's reset link lands here with ?token= after checking it, or with ?error=INVALID_TOKEN
 * when it was used, expired or mistyped.
 */
export default async function ResetPasswordPage({ params, searchParams }: Props) {
  await resolvePageLocale(params);
  const [t, query] = await Promise.all([getTranslations("auth.reset"), searchParams]);
  const token = typeof query.token === "string" && query.error === undefined ? query.token : null;
  return (
    <Container className="grid max-w-md gap-6 py-8 sm:py-12">
      <h1 className="text-center text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>
      <ResetPasswordForm token={token} />
    </Container>
  );
}
