import { ClockIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Link } from "@/modules/i18n/components/navigation";
import { PageHeader } from "./page-header";

type Props = {
  namespace: "upcoming.auth";
  actionHref: string;
  children?: ReactNode;
};

/**
 * A route the header links to whose feature is not built yet (catalog, tracking, accounts). It says
 * so plainly and offers the next best step instead of pretending to work or answering 404.
 */
export async function UpcomingPage({ namespace, actionHref, children }: Props) {
  const [t, tUpcoming] = await Promise.all([getTranslations(namespace), getTranslations("upcoming")]);
  return (
    <>
      <PageHeader title={t("title")} intro={t("intro")} />
      <Container className="grid gap-10 py-10">
        <div className="flex flex-col gap-4 rounded-[var(--radius-lg)] border border-border bg-secondary/50 p-6 sm:flex-row sm:items-center">
          <ClockIcon className="size-8 shrink-0 text-primary" aria-hidden />
          <div className="flex-1">
            <Badge variant="secondary">{tUpcoming("badge")}</Badge>
            <p className="mt-2">{t("notice")}</p>
          </div>
          <Button asChild>
            <Link href={actionHref}>{t("action")}</Link>
          </Button>
        </div>
        {children}
      </Container>
    </>
  );
}
