import { withRequestLog } from "@/server/http/with-request-log";
import { readiness } from "@/server/readiness";

export const dynamic = "force-dynamic";

/** Readiness for a load balancer (src/server/readiness.ts); /api/health stays the liveness check. */
export const GET = withRequestLog(async () => {
  const { ready, checks } = await readiness();
  return Response.json(
    { status: ready ? "ready" : "unavailable", checks },
    { status: ready ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
});
