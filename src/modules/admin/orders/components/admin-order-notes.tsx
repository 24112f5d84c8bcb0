import { useTranslations } from "next-intl";
import { Card, CardContent } from "@/components/ui/card";
import type { Locale } from "@/modules/i18n";
import { formatShopTime } from "@/modules/admin/shared";
import type { AdminOrder } from "../order-detail.server";
import { AdminOrderNoteForm } from "./admin-order-note-form";

/** Staff's internal notes on an order, newest first, with who wrote each and when; and a form to add one. */
export function AdminOrderNotes({ order, locale }: { order: AdminOrder; locale: Locale }) {
  const t = useTranslations("admin.order.notes");
  return (
    <Card>
      <CardContent className="grid gap-4 p-5" data-testid="admin-order-notes">
        <div className="grid gap-1">
          <h3 className="font-semibold">{t("title")}</h3>
          <p className="text-sm text-muted-foreground">{t("intro")}</p>
        </div>
        {order.notes.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("empty")}</p>
        ) : (
          <ol className="grid gap-3">
            {order.notes.map((note) => (
              <li
                key={note.id}
                className="grid gap-1 border-l-2 border-border pl-3"
                data-testid="admin-order-note"
              >
                <p className="text-sm break-words whitespace-pre-wrap">{note.body}</p>
                <p className="text-xs text-muted-foreground">
                  {t("by", { name: note.authorName, date: formatShopTime(note.createdAt, locale) })}
                </p>
              </li>
            ))}
          </ol>
        )}
        <AdminOrderNoteForm number={order.details.number} />
      </CardContent>
    </Card>
  );
}
