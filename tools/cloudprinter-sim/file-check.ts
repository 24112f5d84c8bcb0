import { createHash } from "node:crypto";
import http from "node:http";
import https from "node:https";
import type { SimItem } from "./types";

const MAX_REDIRECTS = 3;

/** GETs a URL (following a few redirects) and answers the MD5 hex of the body. */
function md5Of(url: string, timeoutMs: number, redirects = MAX_REDIRECTS): Promise<string> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const client = target.protocol === "https:" ? https : http;
    const request = client.get(target, { agent: false, timeout: timeoutMs }, (response) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location && redirects > 0) {
        response.resume();
        md5Of(new URL(location, target).toString(), timeoutMs, redirects - 1).then(resolve, reject);
        return;
      }
      if (status !== 200) {
        response.resume();
        reject(new Error(`HTTP ${status}`));
        return;
      }
      const hash = createHash("md5");
      response.on("data", (chunk: Buffer) => hash.update(chunk));
      response.on("end", () => resolve(hash.digest("hex")));
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on("error", reject);
  });
}

/**
 * What Cloudprinter does after accepting an order (docs/cloudprinter.md §1.8): fetch every file and compare it with its
 * md5sum. Answers the items that failed, with a message that names the file by position, not by URL,
 * since signed URLs carry access keys.
 */
export async function checkFiles(
  items: SimItem[],
  timeoutMs: number,
): Promise<{ item: SimItem; message: string }[]> {
  const failures: { item: SimItem; message: string }[] = [];
  for (const item of items) {
    for (const [index, file] of item.files.entries()) {
      const name = `files[${index}] (${file.type})`;
      try {
        const md5 = await md5Of(file.url, timeoutMs);
        if (md5 === file.md5sum.toLowerCase()) continue;
        failures.push({ item, message: `${name}: downloaded file has MD5 ${md5}, expected ${file.md5sum}` });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        failures.push({ item, message: `${name}: download failed: ${reason}` });
      }
      break;
    }
  }
  return failures;
}
