"use client";

import { ImageIcon } from "lucide-react";
import Image from "next/image";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { cn } from "@/lib/cn";
import { DesignOnPicture, type MockupArea } from "./design-on-picture";

type Picture = { url: string; alt: string };

/**
 * The visitor's design of one print area on a product picture with a mockup area (designMockups).
 * `key` names the print area, so the slot stays chosen when the picture under the design changes with
 * the colour.
 */
export type GalleryMockup = {
  key: string;
  pictureUrl: string;
  area: MockupArea;
  designUrl: string;
  alt: string;
};

/** docs/product-rules.md#product-page: at least four thumbnail slots; empty slots show a placeholder. */
const THUMBNAIL_SLOTS = 4;
type Slot = { key: string; picture: Picture; mockup?: GalleryMockup };

/**
 * Main picture plus up to four 150×150 thumbnails. When the visitor's designs can be placed on the
 * pictures (the front on the chosen shirt, the back on the shirt seen from behind), those mockups come
 * first and the first is shown, so they see their own design on the product.
 */
export function ProductGallery({
  pictures,
  mockups = [],
}: {
  pictures: Picture[];
  mockups?: GalleryMockup[];
}) {
  const t = useTranslations("product");
  const slots: Slot[] = [
    ...mockups.map((mockup) => ({
      key: `mockup-${mockup.key}`,
      picture: { url: mockup.pictureUrl, alt: mockup.alt },
      mockup,
    })),
    ...pictures.map((picture) => ({ key: picture.url, picture })),
  ];
  const [chosen, setChosen] = useState<string>();
  const current = slots.find((slot) => slot.key === chosen) ?? slots[0];
  const thumbnails = slots.slice(0, THUMBNAIL_SLOTS);
  const placeholders = Math.max(0, THUMBNAIL_SLOTS - thumbnails.length);
  return (
    <div className="grid gap-3" aria-label={t("galleryLabel")} role="group">
      <div className="relative aspect-square overflow-hidden rounded-[var(--radius-lg)] border border-border bg-muted">
        {current?.mockup ? (
          <div className="absolute inset-0" data-testid="gallery-main">
            <DesignOnPicture {...current.mockup} sizes="(min-width: 1024px) 560px, 100vw" />
          </div>
        ) : current ? (
          <Image
            key={current.key}
            src={current.picture.url}
            alt={current.picture.alt}
            fill
            priority
            fetchPriority="high"
            sizes="(min-width: 1024px) 560px, 100vw"
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
        {thumbnails.map((slot, index) => (
          <li key={slot.key}>
            <button
              type="button"
              onClick={() => setChosen(slot.key)}
              aria-label={t("showImage", { number: index + 1 })}
              aria-pressed={slot.key === current?.key}
              className={cn(
                "relative block aspect-square w-full max-w-[150px] overflow-hidden rounded-[var(--radius)] border-2 bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                slot.key === current?.key ? "border-primary" : "border-transparent hover:border-border",
              )}
            >
              {slot.mockup ? (
                <span aria-hidden className="absolute inset-0">
                  <DesignOnPicture {...slot.mockup} alt="" sizes="150px" />
                </span>
              ) : (
                <Image
                  src={slot.picture.url}
                  alt=""
                  width={150}
                  height={150}
                  className="size-full object-cover"
                />
              )}
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
