import { cartIdForAdding } from "@/modules/cart/server";
import { db } from "@/server/db";
import { isSameOrigin } from "@/server/http/same-origin";
import { UploadError, uploadErrorResponse } from "@/modules/uploads";
import { acceptUpload, assertDeclaredLengthFits } from "@/modules/uploads/server";
import { env } from "@/server/env";
import { withinClientRateLimit } from "@/server/http/client-rate-limit";
import { withRequestLog } from "@/server/http/with-request-log";

// Streams up to 50 MB through busboy, sharp and pdf.js: Node only, never cached. Under /api/, so the
// proxy (and its 10 MB body cut) does not run here.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** One design file (multipart `file`, optional `productId`) → 201 UploadedDesign, or `{error}`. */
export const POST = withRequestLog(async (request, _context, logger) => {
  if (!isSameOrigin(request, env().APP_URL)) return uploadErrorResponse("forbidden");
  try {
    assertDeclaredLengthFits(request);
    if (!(await withinClientRateLimit("upload", { limit: 60, windowSeconds: 600 }))) {
      return uploadErrorResponse("rate_limited");
    }
    // The file belongs to the uploader's cart (made now, with its cookie, for a first-time guest):
    // only that cart may use it.
    const design = await acceptUpload(request, logger, () => cartIdForAdding(db()));
    logger.info({ uploadId: design.fileId, kind: design.kind, size: design.size }, "design uploaded");
    return Response.json(design, { status: 201, headers: { "cache-control": "no-store" } });
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    logger.info({ code: error.code }, "upload refused");
    return uploadErrorResponse(error.code);
  }
});
