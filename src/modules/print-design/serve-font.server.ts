import "server-only";
import { readFile } from "node:fs/promises";
import { fontFileNamed } from "./fonts";
import { fontFilePath } from "./font-files.server";

/**
 * A designer face's file for the browser (docs/designer.md#fonts): only the files in the font list, by
 * their fontsource name, cached for a year (a package's file never changes under its name; a new
 * version of a face is a new install and a new build). 404 for any other name.
 */
export async function serveDesignFont(name: string): Promise<Response> {
  const font = fontFileNamed(name);
  if (!font) {
    return Response.json({ error: "not_found" }, { status: 404, headers: { "cache-control": "no-store" } });
  }
  const bytes = await readFile(fontFilePath(font));
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": "font/woff2",
      "content-length": String(bytes.byteLength),
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    },
  });
}
