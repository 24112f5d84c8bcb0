import "server-only";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { db } from "@/server/db";
import { uploads } from "@/server/db/schema/uploads";
import { env } from "@/server/env";
import { fileStorage } from "@/server/storage";
import { uploadVariants, type UploadVariant } from "./constants";
import { contentDisposition } from "./file-name";
import { verifyUploadLink } from "./signing";
import { isUploadId } from "./uploads.server";

/**
 * Answers a signed link: 403 when the signature is wrong or the link expired (checked before the
 * database, so a bad link learns nothing about which ids exist), 404 when the file is gone. The bytes
 * come from the shop on local disk, or from the bucket through a redirect to a presigned URL.
 */
export async function serveUpload(request: Request, id: string, variant: string): Promise<Response> {
  if (!isUploadId(id) || !isVariant(variant)) return notFound();
  const query = new URL(request.url).searchParams;
  const remaining = verifyUploadLink(env().APP_SECRET, {
    id,
    variant,
    expires: query.get("expires"),
    sig: query.get("sig"),
  });
  if (remaining === undefined) return Response.json({ error: "forbidden" }, { status: 403 });

  const [row] = await db().select().from(uploads).where(eq(uploads.id, id));
  const file = row && storedFile(row, variant);
  const size = file && (await fileStorage().stat(file.key))?.size;
  if (!file || size === undefined) return notFound();

  // A bucket answers the download itself: a short-lived presigned URL with the same type and name.
  const ttl = Math.min(remaining, DIRECT_URL_SECONDS);
  const direct = await fileStorage().directUrl(file.key, {
    expiresInSeconds: ttl,
    contentType: file.type,
    contentDisposition: contentDisposition(file.name),
  });
  if (direct) {
    // The browser may reuse the redirect while the URL it points to is still good.
    return new Response(null, {
      status: 302,
      headers: { location: direct, "cache-control": `private, max-age=${Math.max(0, ttl - 60)}` },
    });
  }

  const body = Readable.toWeb(await fileStorage().openRead(file.key)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "content-type": file.type,
      "content-length": String(size),
      "content-disposition": contentDisposition(file.name),
      "cache-control": `private, max-age=${remaining}`,
      "x-content-type-options": "nosniff",
    },
  });
}

/** How long a bucket URL the shop redirects to stays valid: short, as the shop's link may be shared. */
const DIRECT_URL_SECONDS = 15 * 60;

type UploadRow = typeof uploads.$inferSelect;

function storedFile(row: UploadRow, variant: UploadVariant) {
  const base = row.originalName.replace(/\.[^.]*$/, "") || "design";
  switch (variant) {
    case "original":
      return { key: row.storageKey, type: row.mimeType, name: row.originalName };
    case "preview":
      return row.previewKey
        ? { key: row.previewKey, type: "image/webp", name: `${base}-preview.webp` }
        : undefined;
  }
}

function isVariant(value: string): value is UploadVariant {
  return (uploadVariants as readonly string[]).includes(value);
}

function notFound(): Response {
  return Response.json({ error: "not_found" }, { status: 404 });
}
