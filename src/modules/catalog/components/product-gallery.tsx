"use client";

import { ImageIcon } from "lucide-react";
import Image from "next/image";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { cn } from "@/lib/cn";

type Picture = { url: string; alt: string; unoptimized?: boolean };

/** docs/product-rules.md#product-page: at least four thumbnail slots; empty slots show a placeholder. */
const THUMBNAIL_SLOTS = 4;

/**
 * Main picture plus up to four 150×150 thumbnails. When the visitor's design has a mockup it comes
 * first and is shown, so they see their own design on the product.
 */
export function ProductGallery({ pictures, mockup }: { pictures: Picture[]; mockup?: Picture }) {
  const t = useTranslations("product");
  const all = mockup ? [mockup, ...pictures] : pictures;
  const [chosen, setChosen] = useState<string>();
  const current = all.find((picture) => picture.url === chosen) ?? all[0];
  const thumbnails = all.slice(0, THUMBNAIL_SLOTS);
  const placeholders = Math.max(0, THUMBNAIL_SLOTS - thumbnails.length);
  return (
    <div className="grid gap-3" aria-label={t("galleryLabel")} role="group">
      <div className="relative aspect-square overflow-hidden rounded-[var(--radius-lg)] border border-border bg-muted">
        {current ? (
          <Image
            key={current.url}
            src={current.url}
            alt={current.alt}
            fill
            priority
            sizes="(min-width: 1024px) 560px, 100vw"
            unoptimized={current.unoptimized}
            className="object-contain"
            data-testid="gallery-main"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-muted-foreground">
            <ImageIcon className="size-12" aria-hidden />
            <span className="text-sm">{t("noImage")}</span>
          </div>
        )}
      </div>
      <ul className="grid grid-cols-4 gap-2 sm:gap-3">
        {thumbnails.map((picture, index) => (
          <li key={picture.url}>
            <button
              type="button"
              onClick={() => setChosen(picture.url)}
              aria-label={t("showImage", { number: index + 1 })}
              aria-pressed={picture.url === current?.url}
              className={cn(
                "relative block aspect-square w-full max-w-[150px] overflow-hidden rounded-[var(--radius)] border-2 bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                picture.url === current?.url ? "border-primary" : "border-transparent hover:border-border",
              )}
            >
              <Image
                src={picture.url}
                alt=""
                width={150}
                height={150}
                unoptimized={picture.unoptimized}
                className="size-full object-cover"
              />
            </button>
          </li>
        ))}
        {Array.from({ length: placeholders }, (_, index) => (
          <li
            key={`placeholder-${index}`}
            aria-hidden
            className="flex aspect-square max-w-[150px] items-center justify-center rounded-[var(--radius)] border border-dashed border-border bg-muted/50 text-muted-foreground"
            data-testid="gallery-placeholder"
          >
            <ImageIcon className="size-6" />
          </li>
        ))}
      </ul>
    </div>
  );
}
