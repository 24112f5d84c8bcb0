import { DownloadIcon, FileIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { DesignThumbnail } from "@/modules/orders/components/design-thumbnail";
import { OrderItemText } from "@/modules/orders/components/order-items-list";
import type { AdminOrder } from "../order-detail.server";

/**
 * The order's lines with the provider reference, options and, for each design file, its thumbnail and
 * a signed download link (valid for an hour; reloading the page makes new ones); after a double-sided
 * product's sides, the one print file they were put into for the printer.
 */
export function AdminOrderItems({ order }: { order: AdminOrder }) {
  const t = useTranslations("admin.order.items");
  return (
    <section aria-labelledby="admin-order-items" className="grid gap-3">
      <h3 id="admin-order-items" className="font-semibold">
        {t("title")}
      </h3>
      <ul className="divide-y divide-border rounded-[var(--radius)] border border-border">
        {order.details.items.map((item, index) => {
          const files = order.files[index] ?? [];
          const thumbnail = files.find((file) => file.previewUrl)?.previewUrl;
          return (
            <li key={`${item.productReference}-${index}`} className="flex gap-3 p-3 sm:gap-4 sm:p-4">
              <DesignThumbnail src={thumbnail} alt={t("thumbnailAlt", { name: item.name })} />
              <div className="grid min-w-0 flex-1 gap-1">
                {/* File names are listed below as downloads, so the shared text leaves them out. */}
                <OrderItemText item={{ ...item, files: [] }} showReference />
                {files.length > 0 ? (
                  <ul className="grid gap-1 text-sm">
                    {files.map((file, fileIndex) => (
                      <li key={`${file.name}-${fileIndex}`} className="flex min-w-0 items-center gap-1.5">
                        {file.downloadUrl ? (
                          <a
                            href={file.downloadUrl}
                            className="inline-flex min-w-0 items-center gap-1.5 text-primary underline-offset-4 hover:underline"
                            aria-label={
                              file.printFile ? t("downloadPrintFile") : t("download", { name: file.name })
                            }
                          >
                            <DownloadIcon className="size-4 shrink-0" aria-hidden />
                            <span className="truncate">{file.printFile ? t("printFile") : file.name}</span>
                          </a>
                        ) : (
                          <span className="inline-flex min-w-0 items-center gap-1.5 text-muted-foreground">
                            <FileIcon className="size-4 shrink-0" aria-hidden />
                            <span className="truncate">{t("fileGone", { name: file.name })}</span>
                          </span>
                        )}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
