"use client";

import { useMemo } from "react";
import type { MyDesign } from "../my-designs.server";
import { PagePreview } from "./page-preview";
import { useDesignFonts } from "./use-design-fonts";
import { useDesignImages } from "./use-design-images";

/** Backing pixels of the thumbnail's longer edge: sharp on a 2× screen at the list's 6 rem. */
const THUMBNAIL_PIXELS = 200;

/**
 * A saved design's first side in My account → Designs, drawn in the browser by drawSide, the renderer
 * of the editor and the print file (docs/designer.md#designs-are-kept), with its fonts and the small
 * previews of its images. It draws once its fonts are in (or after a few seconds), and again as each
 * face or picture arrives. Decorative: the row names the design beside it.
 */
export default function DesignThumbnail({ side, geometry, images }: MyDesign["thumbnail"]) {
  const sides = useMemo(() => [side], [side]);
  const fonts = useDesignFonts(sides);
  const { pictures } = useDesignImages(images);
  return (
    <PagePreview
      side={side}
      geometry={geometry}
      pixels={THUMBNAIL_PIXELS}
      images={pictures}
      redraw={fonts.version}
      ready={fonts.ready}
      testId="design-thumbnail"
    />
  );
}
