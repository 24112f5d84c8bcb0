import { serveProductPicture } from "@/modules/catalog/server";
import { withRequestLog } from "@/server/http/with-request-log";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** A product picture staff uploaded, `<uuid>.webp`, cached for a year (it never changes); 404 otherwise. */
export const GET = withRequestLog<{ params: Promise<{ file: string }> }>(async (_request, { params }) => {
  const { file } = await params;
  return serveProductPicture(file);
});
