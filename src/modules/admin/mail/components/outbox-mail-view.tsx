import { ArrowLeftIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Card, CardContent } from "@/components/ui/card";
import type { Locale } from "@/modules/i18n";
import { Link } from "@/modules/i18n/components/navigation";
import { formatShopTimeWithZone } from "@/modules/admin/shared";
import type { OutboxMail } from "../mail-outbox.server";
import { MailActionButton } from "./mail-action-button";
import { TransportBadge } from "./mail-outbox-list";

/**
 * One sent mail, its plain-text part (the HTML part is never rendered here: it is the same content,
 * and showing stored HTML in the admin would be a way in for a script).
 */
export function OutboxMailView({ mail, locale }: { mail: OutboxMail; locale: Locale }) {
  const t = useTranslations("admin.mail");
  const facts = [
    { label: t("to"), value: mail.to },
    { label: t("subject"), value: mail.subject },
    { label: t("template"), value: mail.template },
    { label: t("sent"), value: formatShopTimeWithZone(mail.createdAt, locale) },
  ];
  return (
    <article aria-labelledby="admin-mail-detail-heading" className="grid max-w-3xl gap-6">
      <Link
        href="/admin/database/mail"
        className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden />
        {t("back")}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="admin-mail-detail-heading" className="text-lg font-semibold break-words">
          {t("detailTitle", { subject: mail.subject })}
        </h2>
        <TransportBadge transport={mail.transport} />
      </div>
      <Card>
        <CardContent className="grid gap-4 p-6">
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            {facts.map((fact) => (
              <div key={fact.label} className="contents">
                <dt className="text-muted-foreground">{fact.label}</dt>
                <dd className="font-medium break-all">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <div className="grid gap-1">
            <h3 className="text-sm text-muted-foreground">{t("text")}</h3>
            <pre
              className="overflow-x-auto rounded-[var(--radius)] bg-muted p-4 text-sm break-words whitespace-pre-wrap"
              data-testid="admin-mail-text"
            >
              {mail.text}
            </pre>
          </div>
        </CardContent>
      </Card>
      <div>
        <MailActionButton kind="resend" mailId={mail.id} to={mail.to} />
      </div>
    </article>
  );
}
