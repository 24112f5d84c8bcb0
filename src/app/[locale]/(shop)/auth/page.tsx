import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { afterSignInPath, safeReturnPath, toAuthView } from "@/modules/accounts";
import { AuthPanel } from "@/modules/accounts/components/auth-panel";
import { currentUser, googleSignInEnabled } from "@/modules/accounts/server";
import { resolvePageLocale, metadataFromMessages, type LocaleParams } from "@/modules/i18n/server";

// Reads the session and ?next=: rendered for each request. (docs/architecture.md#prerendered-pages)
export const dynamic = "force-dynamic";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

const baseMetadata = metadataFromMessages("auth", "/auth");

/** A sign-in form has nothing for a search index, and ?next= variants must not be listed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { ...(await baseMetadata({ params })), robots: { index: false } };
}

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/** Sign in, sign up, "forgot password". ?next= is where to go afterwards, ?view= the form to open. */
export default async function AuthPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  const [t, query, user] = await Promise.all([getTranslations("auth"), searchParams, currentUser()]);
  const next = safeReturnPath(one(query.next), "") || undefined;
  // Already signed in (a second tab, the back button): nothing to do here.
  if (user) redirect(afterSignInPath(locale, next));
  return (
    <Container className="grid max-w-md gap-6 py-8 sm:py-12">
      <div className="grid gap-2 text-center">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("heading")}</h1>
        <p className="text-muted-foreground">{t("intro")}</p>
      </div>
      <AuthPanel
        next={next}
        initialView={toAuthView(one(query.view))}
        google={googleSignInEnabled()}
        googleFailed={query.error !== undefined}
      />
    </Container>
  );
}
