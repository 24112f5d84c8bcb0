import type { OptionSelection, Product } from "./schema";

type Picture = Product["images"][number];

/**
 * The product's pictures in the order the product page shows them for the chosen options: a picture
 * that shows a chosen value (the black shirt once "Black" is picked) leads; one that shows another value
 * of an option the customer chose comes last; the rest keep their order. Generic: which picture shows
 * which value is data (`shows` on a picture), never a kind of product the code knows.
 */
export function picturesForSelection(pictures: Picture[], selection: OptionSelection): Picture[] {
  const rank = (picture: Picture) => {
    if (!picture.shows) return 1;
    const chosen = selection[picture.shows.option];
    if (chosen === undefined) return 1;
    return chosen === picture.shows.value ? 0 : 2;
  };
  return pictures
    .map((picture, index) => ({ picture, index }))
    .sort((a, b) => rank(a.picture) - rank(b.picture) || a.index - b.index)
    .map(({ picture }) => picture);
}
