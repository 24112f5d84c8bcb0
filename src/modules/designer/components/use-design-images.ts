"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import type { ImageSize } from "@/modules/print-design";
import type { DesignImage } from "../schema";

/** A design image as the editor knows it: the upload's link and size, and its file name when known. */
export type KnownImage = DesignImage & { name?: string };

export type DesignImages = {
  /** Decoded pictures by upload id, for drawSide (a missing one is drawn as a grey box). */
  pictures: ReadonlyMap<string, HTMLImageElement>;
  /** Full-size pixel sizes by upload id, for the resolution warnings (known before the pixels are). */
  sizes: ReadonlyMap<string, ImageSize>;
  names: ReadonlyMap<string, string>;
  /** Adds an image (a new upload); resolves when its pixels are decoded, or failed to. */
  add(image: KnownImage): Promise<void>;
  /** Every image known so far once decoded (failed ones left out): the PNG preview waits for it. */
  decoded(): Promise<ReadonlyMap<string, HTMLImageElement>>;
};

/**
 * Pictures being decoded or decoded, by link: the same upload may come as its full-size original (the
 * editor) and as its small preview (My account's thumbnails) in one page's life.
 */
const decoding = new Map<string, Promise<HTMLImageElement | undefined>>();

function decode(image: KnownImage): Promise<HTMLImageElement | undefined> {
  let done = decoding.get(image.url);
  if (!done) {
    const picture = new Image();
    picture.decoding = "async";
    picture.src = image.url;
    done = picture.decode().then(
      () => picture,
      () => undefined,
    );
    decoding.set(image.url, done);
  }
  return done;
}

/** The design's pictures, loaded from the links the page (or loadDesignImages) gave. */
export function useDesignImages(initial: KnownImage[]): DesignImages {
  const [known, setKnown] = useState<KnownImage[]>(initial);
  const [pictures, setPictures] = useState<ReadonlyMap<string, HTMLImageElement>>(() => new Map());

  const load = useCallback((image: KnownImage) => {
    return decode(image).then((picture) => {
      if (picture) setPictures((previous) => new Map(previous).set(image.uploadId, picture));
    });
  }, []);

  useEffect(() => {
    for (const image of initial) void load(image);
    // The images the editor opened with; later ones come through add().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const add = useCallback(
    (image: KnownImage) => {
      setKnown((previous) => [...previous.filter((each) => each.uploadId !== image.uploadId), image]);
      return load(image);
    },
    [load],
  );

  const sizes = useMemo(
    () =>
      new Map(known.map((image) => [image.uploadId, { widthPx: image.widthPx, heightPx: image.heightPx }])),
    [known],
  );
  const names = useMemo(
    () => new Map(known.flatMap((image) => (image.name ? [[image.uploadId, image.name] as const] : []))),
    [known],
  );
  const decoded = useCallback(async () => {
    const loaded = await Promise.all(
      known.map(async (image) => [image.uploadId, await decode(image)] as const),
    );
    return new Map(loaded.flatMap(([id, picture]) => (picture ? [[id, picture] as const] : [])));
  }, [known]);

  return { pictures, sizes, names, add, decoded };
}
