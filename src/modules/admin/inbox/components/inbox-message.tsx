import { ArrowLeftIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Card, CardContent } from "@/components/ui/card";
import type { Locale } from "@/modules/i18n";
import { Link } from "@/modules/i18n/components/navigation";
import { formatShopTimeWithZone } from "@/modules/admin/shared";
import type { InboxMessage } from "../inbox.server";
import { InboxMessageActions } from "./inbox-message-actions";
import { InboxStatus, languageName } from "./inbox-list";

/** One support message: who wrote, what, when, in which language; then what staff can do with it. */
export function InboxMessageView({ message, locale }: { message: InboxMessage; locale: Locale }) {
  const t = useTranslations("admin.inbox");
  const time = (date: Date | null) =>
    date ? <time dateTime={date.toISOString()}>{formatShopTimeWithZone(date, locale)}</time> : t("notYet");
  const language = languageName(t, message.locale);
  const facts = [
    { label: t("name"), value: message.name },
    {
      label: t("email"),
      value: (
        <a
          href={`mailto:${message.email}`}
          className="break-all text-primary underline-offset-4 hover:underline"
        >
          {message.email}
        </a>
      ),
    },
    { label: t("language"), value: language },
    { label: t("received"), value: time(message.createdAt) },
    { label: t("handledAt"), value: time(message.handledAt) },
    { label: t("repliedAt"), value: time(message.repliedAt) },
  ];
  return (
    <article aria-labelledby="admin-inbox-message-heading" className="grid max-w-3xl gap-6">
      <Link
        href="/admin/database/inbox"
        className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden />
        {t("back")}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="admin-inbox-message-heading" className="text-lg font-semibold break-words">
          {t("detailTitle", { subject: message.subject })}
        </h2>
        <InboxStatus handled={message.handledAt !== null} replied={message.repliedAt !== null} />
      </div>
      <Card>
        <CardContent className="grid gap-4 p-6">
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            {facts.map((fact) => (
              <div key={fact.label} className="contents">
                <dt className="text-muted-foreground">{fact.label}</dt>
                <dd className="font-medium">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <div className="grid gap-1">
            <h3 className="text-sm text-muted-foreground">{t("message")}</h3>
            {/* Plain text as typed, line breaks kept; React escapes it. */}
            <p className="text-sm break-words whitespace-pre-wrap" data-testid="admin-inbox-message-text">
              {message.message}
            </p>
          </div>
        </CardContent>
      </Card>
      <InboxMessageActions
        id={message.id}
        email={message.email}
        language={language}
        handled={message.handledAt !== null}
      />
    </article>
  );
}
