"use client";

import { useEffect, useState } from "react";
import { FONT_FILES, type DesignSide, type FontId } from "@/modules/print-design";

/**
 * The design's typefaces, loaded lazily with the FontFace API: only the files (Thai, Latin, Latin
 * extended) of the faces a text uses or the customer picks, from /api/designer/fonts/<file>, under the
 * family names the renderer's canvasFont asks for. Each file is fetched once per page.
 */

type Face = { font: FontId; weight: 400 | 700 };

const loading = new Map<string, Promise<void>>();

function loadFile(file: (typeof FONT_FILES)[number]): Promise<void> {
  let done = loading.get(file.file);
  if (!done) {
    const face = new FontFace(file.family, `url(/api/designer/fonts/${file.file})`, {
      weight: String(file.weight),
      style: "normal",
    });
    // A face that fails to load leaves the browser's fallback; drawing goes on.
    done = face.load().then(
      (loaded) => void document.fonts.add(loaded),
      () => undefined,
    );
    loading.set(file.file, done);
  }
  return done;
}

/** Loads every file of these faces; resolves when each has loaded or failed. */
export function loadFaces(faces: Face[]): Promise<void> {
  if (typeof FontFace === "undefined") return Promise.resolve();
  const files = FONT_FILES.filter((file) =>
    faces.some((face) => file.packageName === `@fontsource/${face.font}` && file.weight === face.weight),
  );
  return Promise.all(files.map(loadFile)).then(() => undefined);
}

/** The faces the texts of these sides use. */
export function facesOf(sides: readonly DesignSide[]): Face[] {
  const seen = new Map<string, Face>();
  for (const element of sides.flatMap((side) => side.elements)) {
    if (element.kind === "text")
      seen.set(`${element.font}:${element.weight}`, { font: element.font, weight: element.weight });
  }
  return [...seen.values()];
}

/** How long the first drawing waits for its fonts before it draws with the fallback. */
const FIRST_DRAW_WAIT_MS = 4000;

/**
 * Loads the faces of these sides' texts as they come into use. `ready` turns true once the faces
 * in use when the hook started have loaded (or after a few seconds); `version` grows with every face
 * loaded later, so canvases redraw with it.
 */
export function useDesignFonts(sides: readonly DesignSide[]): { ready: boolean; version: number } {
  const key = facesOf(sides)
    .map((face) => `${face.font}:${face.weight}`)
    .sort()
    .join(",");
  const [ready, setReady] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setReady(true), FIRST_DRAW_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    let current = true;
    const faces = key
      ? key.split(",").map((entry) => {
          const [font, weight] = entry.split(":");
          return { font: font as FontId, weight: Number(weight) as 400 | 700 };
        })
      : [];
    void loadFaces(faces).then(() => {
      if (!current) return;
      setReady(true);
      setVersion((previous) => previous + 1);
    });
    return () => {
      current = false;
    };
  }, [key]);

  return { ready, version };
}
