import Image from "next/image";

/** Where a design goes on a product picture, as fractions of the picture's width and height. */
export type MockupArea = { left: number; top: number; width: number; height: number };

type Props = {
  /** The product picture (square, as every catalog picture is): the design's area is measured on it. */
  pictureUrl: string;
  area: MockupArea;
  /** The design's thumbnail (a signed upload link). */
  designUrl: string;
  /** Says what the whole composite shows: "Your design on Classic T-shirt". */
  alt: string;
  sizes: string;
};

const percent = (fraction: number) => `${(Math.min(Math.max(fraction, 0), 1) * 100).toFixed(2)}%`;

/**
 * The visitor's design laid over a product picture, drawn by the browser (docs/product-rules.md#product-page):
 * the picture fills the square, the design covers its mockup area the way the printed product would be
 * cropped. Changing the chosen colour swaps the picture under the design at once, with no round trip.
 */
export function DesignOnPicture({ pictureUrl, area, designUrl, alt, sizes }: Props) {
  return (
    <div role="img" aria-label={alt} className="relative size-full" data-testid="design-mockup">
      <Image
        src={pictureUrl}
        alt=""
        fill
        sizes={sizes}
        className="object-cover"
        data-testid="mockup-picture"
      />
      <div
        className="absolute overflow-hidden"
        style={{
          left: percent(area.left),
          top: percent(area.top),
          width: percent(area.width),
          height: percent(area.height),
        }}
      >
        <Image
          src={designUrl}
          alt=""
          fill
          unoptimized
          sizes={sizes}
          className="object-cover"
          data-testid="mockup-design"
        />
      </div>
    </div>
  );
}
