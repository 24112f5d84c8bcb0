import { receiveCloudSignal } from "@/modules/fulfilment/server";
import { readBodyText } from "@/server/http/read-body";
import { log } from "@/server/log";

// A signal is a few hundred bytes; anything this large is not one.
const MAX_SIGNAL_BYTES = 64 * 1024;

/**
 * Cloudprinter's CloudSignal webhook. The webhook key inside the body is the proof of origin (there is
 * no signature), so there is no origin check. 200 tells Cloudprinter to stop, also for duplicates,
 * orders we don't know and signals we ignore; 400 an invalid signal; 401 a wrong key; 409 (a signal
 * that overtook our own record of the submission) and 503 (database trouble) make it deliver again.
 */
export async function POST(request: Request): Promise<Response> {
  const body = await readBodyText(request, MAX_SIGNAL_BYTES);
  if (!body.ok) return body.response;
  const rawBody = body.text;
  try {
    const answer = await receiveCloudSignal(rawBody);
    if (answer.status === 200) return Response.json({ received: true, outcome: answer.outcome });
    const error = {
      400: "invalid_signal",
      401: "wrong_key",
      409: "not_submitted_yet",
      503: "not_configured",
    }[answer.status];
    return Response.json({ error }, { status: answer.status });
  } catch (error) {
    log.error({ err: error }, "cloudprinter signal failed; Cloudprinter will retry");
    return Response.json({ error: "temporarily_unavailable" }, { status: 503 });
  }
}
