import { FileIcon, ImageIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { AccountOrder } from "../account-order";

/**
 * The order's lines as sold, each with its design's thumbnail (a signed preview link made for this
 * page, valid for an hour), options, quantity and file names.
 */
export function OrderItems({ order }: { order: AccountOrder }) {
  const t = useTranslations("orders.details");
  const tAccount = useTranslations("account.order");
  return (
    <ul className="divide-y divide-border rounded-[var(--radius)] border border-border">
      {order.items.map((item, index) => {
        const thumbnail = order.thumbnails[index];
        return (
          <li key={`${item.productReference}-${index}`} className="flex gap-3 p-3 sm:gap-4 sm:p-4">
            <div className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-[var(--radius)] bg-muted">
              {thumbnail ? (
                // A same-site signed link; next/image would only copy it.
                // eslint-disable-next-line @next/next/no-img-element
                <img
                  src={thumbnail}
                  alt={tAccount("thumbnailAlt", { name: item.name })}
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-16 object-cover"
                />
              ) : (
                <ImageIcon className="size-6 text-muted-foreground" aria-hidden />
              )}
            </div>
            <div className="grid min-w-0 flex-1 gap-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <p className="font-semibold">{item.name}</p>
                <p className="text-sm font-medium">{t("quantity", { quantity: item.quantity })}</p>
              </div>
              {item.options.length > 0 ? (
                <p className="text-sm text-muted-foreground">
                  {item.options.map((option) => `${option.name}: ${option.value}`).join(" · ")}
                </p>
              ) : null}
              {item.files.length > 0 ? (
                <ul className="grid gap-0.5 text-xs text-muted-foreground" aria-label={t("files")}>
                  {item.files.map((file, fileIndex) => (
                    <li key={`${file.name}-${fileIndex}`} className="flex min-w-0 items-center gap-1">
                      <FileIcon className="size-3 shrink-0" aria-hidden />
                      <span className="truncate">{file.name}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
