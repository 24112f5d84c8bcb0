import { ImageIcon } from "lucide-react";

/**
 * A design's 64 px thumbnail beside an order line (the customer's order page and the admin's), or a
 * placeholder when the design has none or its file is gone.
 */
export function DesignThumbnail({ src, alt }: { src: string | null | undefined; alt: string }) {
  return (
    <div className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-[var(--radius)] bg-muted">
      {src ? (
        // A same-site signed link; next/image would only copy it.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={src} alt={alt} width={64} height={64} loading="lazy" className="size-16 object-cover" />
      ) : (
        <ImageIcon className="size-6 text-muted-foreground" aria-hidden />
      )}
    </div>
  );
}
