import { receiveCloudSignal } from "@/modules/fulfilment/receive-signal.server";
import { log } from "@/server/log";

// A signal is a few hundred bytes; anything this large is not one.
const MAX_SIGNAL_BYTES = 64 * 1024;

/**
 * Cloudprinter's CloudSignal webhook. The webhook key inside the body is the proof of origin (there is
 * no signature), so there is no origin check. 200 tells Cloudprinter to stop, also for duplicates and
 * orders we don't know; 401 a wrong key; 503 (database trouble) makes it deliver again later.
 */
export async function POST(request: Request): Promise<Response> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_SIGNAL_BYTES) {
    return Response.json({ error: "too_large" }, { status: 413 });
  }
  const rawBody = await request.text();
  if (rawBody.length > MAX_SIGNAL_BYTES) return Response.json({ error: "too_large" }, { status: 413 });
  try {
    const answer = await receiveCloudSignal(rawBody);
    if (answer.status === 200) return Response.json({ received: true, outcome: answer.outcome });
    const error = { 400: "invalid_signal", 401: "wrong_key", 503: "not_configured" }[answer.status];
    return Response.json({ error }, { status: answer.status });
  } catch (error) {
    log.error({ err: error }, "cloudprinter signal failed; Cloudprinter will retry");
    return Response.json({ error: "temporarily_unavailable" }, { status: 503 });
  }
}
