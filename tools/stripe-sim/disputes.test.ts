import { describe, expect, it } from "vitest";
import { control, sdk, sessionParams, startSim } from "./test-support";

describe("stripe-sim disputes", () => {
  it("opens a dispute on a paid charge and moves it to under review and lost, with an event each", async () => {
    const sim = await startSim();
    const stripe = sdk(sim);
    const session = await stripe.checkout.sessions.create(sessionParams());
    await control(sim, `/sessions/${session.id}/pay`, { method: "card" });
    const paymentIntent = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;

    const opened = await control(sim, "/disputes", { payment_intent: paymentIntent, reason: "fraudulent" });
    expect(opened.status).toBe(200);
    const dispute = (await opened.json()) as { id: string };
    expect(dispute).toMatchObject({
      object: "dispute",
      payment_intent: paymentIntent,
      amount: 2999,
      currency: "usd",
      reason: "fraudulent",
      status: "needs_response",
    });
    expect(dispute.id).toMatch(/^dp_/);

    await control(sim, `/disputes/${dispute.id}`, { status: "under_review" });
    await control(sim, `/disputes/${dispute.id}`, { status: "lost" });
    const again = await control(sim, `/disputes/${dispute.id}`, { status: "won" });
    expect(again.status).toBe(409);

    const disputeEvents = sim
      .events()
      .filter((event) => event.type.startsWith("charge.dispute."))
      .map((event) => [
        event.type,
        (JSON.parse(event.body) as { data: { object: { status: string } } }).data.object.status,
      ]);
    expect(disputeEvents).toEqual([
      ["charge.dispute.created", "needs_response"],
      ["charge.dispute.updated", "under_review"],
      ["charge.dispute.closed", "lost"],
    ]);
  });

  it("refuses a dispute on an unpaid or unknown payment and a status it doesn't know", async () => {
    const sim = await startSim();
    expect((await control(sim, "/disputes", { payment_intent: "pi_unknown" })).status).toBe(404);
    expect((await control(sim, "/disputes", {})).status).toBe(400);
    expect((await control(sim, "/disputes/dp_unknown", { status: "won" })).status).toBe(404);
    expect((await control(sim, "/disputes/dp_unknown", { status: "maybe" })).status).toBe(400);
  });
});
