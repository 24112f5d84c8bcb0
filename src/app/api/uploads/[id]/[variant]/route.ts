import { serveUpload } from "@/modules/uploads/server";
import { withRequestLog } from "@/server/http/with-request-log";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** A stored design or its thumbnail, through a signed, expiring link. */
export const GET = withRequestLog<{ params: Promise<{ id: string; variant: string }> }>(
  async (request, { params }) => {
    const { id, variant } = await params;
    return serveUpload(request, id, variant);
  },
);
