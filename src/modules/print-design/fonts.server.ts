import "server-only";
import { readFileSync } from "node:fs";
import { GlobalFonts } from "@napi-rs/canvas";
import { fontFilePath } from "./font-files.server";
import { FONT_FILES } from "./fonts";

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
