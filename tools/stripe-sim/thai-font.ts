import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { ServerResponse } from "node:http";

export const THAI_FONT_PATH = "/_assets/noto-sans-thai.woff2";

/**
 * Many Linux machines have no Thai system font, so the Thai pay page would show empty boxes. The
 * shop already ships Noto Sans Thai (npm); the simulator serves that file when it can find it.
 */
export async function sendThaiFont(response: ServerResponse): Promise<void> {
  try {
    const file = createRequire(import.meta.url).resolve(
      "@fontsource-variable/noto-sans-thai/files/noto-sans-thai-thai-wght-normal.woff2",
    );
    const bytes = await readFile(file);
    response.writeHead(200, { "content-type": "font/woff2", "cache-control": "public, max-age=86400" });
    response.end(bytes);
  } catch {
    response.writeHead(404).end();
  }
}
