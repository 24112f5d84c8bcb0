import type { OptionSelection, Product } from "./schema";

type Picture = Product["images"][number];

/** A picture with the visitor's design of one print area drawn on its mockup area. */
export type DesignMockup<P extends Picture, A extends { id: string }> = {
  picture: P;
  area: A;
  designUrl: string;
};

/**
 * The product page's mockups (docs/product-rules.md#product-page): for each print area the chosen
 * options ask for, in order, that has a design with a preview, the first picture (in the order shown,
 * picturesForSelection) whose mockup area draws it: the area the picture names (`mockupPrintArea`, a
 * shirt seen from behind draws the back), else the first area asked. A picture of another value than
 * the one chosen (the white shirt while black is picked) draws nothing. Generic: which picture draws
 * which side is data, never a kind of product the code knows.
 */
export function designMockups<P extends Picture, A extends { id: string }>(
  pictures: P[],
  selection: OptionSelection,
  areasAsked: A[],
  designOf: (area: A) => string | undefined,
): DesignMockup<P, A>[] {
  const first = areasAsked[0]?.id;
  const fits = (picture: P) =>
    picture.mockupArea !== undefined &&
    (!picture.shows ||
      selection[picture.shows.option] === undefined ||
      selection[picture.shows.option] === picture.shows.value);
  return areasAsked.flatMap((area) => {
    const designUrl = designOf(area);
    const picture = pictures.find(
      (candidate) => fits(candidate) && (candidate.mockupPrintArea ?? first) === area.id,
    );
    return designUrl && picture ? [{ picture, area, designUrl }] : [];
  });
}
