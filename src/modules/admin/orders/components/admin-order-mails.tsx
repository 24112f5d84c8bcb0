import { useTranslations } from "next-intl";
import { Card, CardContent } from "@/components/ui/card";
import type { Locale } from "@/modules/i18n";
import { Link } from "@/modules/i18n/components/navigation";
import { formatShopTime } from "@/modules/admin/shared";
import type { AdminOrder } from "../order-detail.server";

/**
 * The mails sent about the order (mail_outbox.order_id), oldest first like the history above: when, which
 * mail, to whom and its subject, each opening the mail in the outbox (/admin/database/mail/<id>).
 */
export function AdminOrderMails({ order, locale }: { order: AdminOrder; locale: Locale }) {
  const t = useTranslations("admin.order.mails");
  return (
    <Card>
      <CardContent className="grid gap-3 p-5" data-testid="admin-order-mails">
        <h3 className="font-semibold">{t("title")}</h3>
        {order.mails.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("empty")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-muted-foreground">
                <tr>
                  <th scope="col" className="py-1 pr-4 font-medium">
                    {t("sentAt")}
                  </th>
                  <th scope="col" className="py-1 pr-4 font-medium">
                    {t("template")}
                  </th>
                  <th scope="col" className="py-1 pr-4 font-medium">
                    {t("to")}
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    {t("subject")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.mails.map((mail) => (
                  <tr
                    key={mail.id}
                    className="border-t border-border align-top"
                    data-testid="admin-order-mail"
                  >
                    <td className="py-1.5 pr-4 whitespace-nowrap">
                      <time dateTime={mail.createdAt.toISOString()}>
                        {formatShopTime(mail.createdAt, locale)}
                      </time>
                    </td>
                    <td className="py-1.5 pr-4">
                      <code className="text-xs" lang="en">
                        {mail.template}
                      </code>
                    </td>
                    <td className="py-1.5 pr-4 break-all">{mail.to}</td>
                    <td className="py-1.5 break-words">
                      <Link
                        href={`/admin/database/mail/${mail.id}`}
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        {mail.subject}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
