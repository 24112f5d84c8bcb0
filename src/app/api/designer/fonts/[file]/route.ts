import { serveDesignFont } from "@/modules/print-design/server";
import { withRequestLog } from "@/server/http/with-request-log";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** One of the designer's font files (`<face>-<subset>-<weight>-normal.woff2`), cached for a year; 404 otherwise. */
export const GET = withRequestLog<{ params: Promise<{ file: string }> }>(async (_request, { params }) => {
  const { file } = await params;
  return serveDesignFont(file);
});
