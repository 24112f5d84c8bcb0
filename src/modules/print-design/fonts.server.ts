import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { GlobalFonts } from "@napi-rs/canvas";
import { FONT_FILES, type FontFile } from "./fonts";

/** Where fontsource keeps a face's file in this install (the server runs from the project's root). */
export function fontFilePath(font: FontFile): string {
  return path.join(
    /* turbopackIgnore: true */ process.cwd(),
    "node_modules",
    font.packageName,
    "files",
    font.file,
  );
}

let registered = false;

/**
 * Gives Skia every designer face under the family names the renderer asks for (fonts.ts), once per
 * process. A missing file is an install fault, so it throws rather than print in a fallback face.
 */
export function registerDesignFonts(): void {
  if (registered) return;
  for (const font of FONT_FILES) {
    if (!GlobalFonts.register(readFileSync(fontFilePath(font)), font.family)) {
      throw new Error(`font ${font.file} could not be loaded`);
    }
  }
  registered = true;
}
