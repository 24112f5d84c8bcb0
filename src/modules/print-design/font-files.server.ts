import "server-only";
import path from "node:path";
import type { FontFile } from "./fonts";

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
