import { authorize } from "@/modules/accounts/server";
import { MAX_PICTURE_BYTES, type PictureUploadError, type PictureUploadResult } from "@/modules/catalog";
import { storeProductPicture } from "@/modules/catalog/server";
import { env } from "@/server/env";
import { readBodyBytes } from "@/server/http/read-body";
import { isSameOrigin } from "@/server/http/same-origin";
import { withRequestLog } from "@/server/http/with-request-log";

// Reads up to 10 MB and runs sharp: Node only, never cached. A route rather than a server action:
// actions' bodies stop at 1 MB (the edge's page limit), and the admin shows the upload's progress.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const STATUS: Record<PictureUploadError, number> = {
  unauthorized: 403,
  tooLarge: 413,
  notImage: 415,
  tooManyPixels: 422,
  failed: 500,
};

const answer = (result: PictureUploadResult, status?: number) =>
  Response.json(result, {
    status: status ?? (result.ok ? 201 : STATUS[result.error]),
    headers: { "cache-control": "private, no-store" },
  });

/**
 * A product picture for the admin's catalog (docs/admin.md#catalog): the request's body is the file's
 * bytes, whatever its name or type say. Staff only (401 for a visitor, 403 for a customer, both answered
 * `unauthorized`); answers `{ ok: true, url }` (201) or `{ ok: false, error }`.
 */
export const POST = withRequestLog(async (request, _context, logger) => {
  const access = await authorize("admin");
  if (!access.ok) return answer({ ok: false, error: "unauthorized" }, access.status);
  if (!isSameOrigin(request, env().APP_URL)) return answer({ ok: false, error: "unauthorized" });
  const body = await readBodyBytes(request, MAX_PICTURE_BYTES);
  if (!body.ok) return answer({ ok: false, error: body.error === "tooLarge" ? "tooLarge" : "failed" });
  try {
    const result = await storeProductPicture(body.bytes);
    if (result.ok) logger.info({ userId: access.user.id, url: result.url }, "product picture stored");
    else logger.info({ userId: access.user.id, refused: result.error }, "product picture refused");
    return answer(result);
  } catch (error) {
    logger.error({ err: error }, "product picture store failed");
    return answer({ ok: false, error: "failed" });
  }
});
